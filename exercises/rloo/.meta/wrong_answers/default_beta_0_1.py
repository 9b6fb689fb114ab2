# fails: shaped_rewards_default_beta_is_0_05
# mistake: kl_shaped_rewards's default β is 0.1; the statement's default is β = 0.05.
def kl_shaped_rewards(scores, logp, ref_logp, mask, beta=0.1):
    mask = np.asarray(mask, dtype=bool)
    lp = np.where(mask, np.asarray(logp, float), 0.0)
    d = lp - np.where(mask, np.asarray(ref_logp, float), 0.0)
    return np.asarray(scores, float) - beta * d.sum(axis=1)
