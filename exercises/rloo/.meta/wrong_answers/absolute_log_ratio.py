# fails: shaped_rewards_match_spec_example
# mistake: The penalty uses the absolute value of the summed log-ratio; the statement keeps the k1 sum with its sign, so a negative one raises the reward.
def kl_shaped_rewards(scores, logp, ref_logp, mask, beta=0.05):
    mask = np.asarray(mask, dtype=bool)
    d = np.where(mask, np.asarray(logp, float) - np.asarray(ref_logp, float), 0.0)
    return np.asarray(scores, float) - beta * np.abs(d.sum(axis=1))  # "a KL is never negative"
