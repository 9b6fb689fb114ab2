# fails: objective_ignores_padding_even_huge
# mistake: gspo_objective takes exp of every token's log-ratio before applying the mask, so huge padding overflows to inf and the objective becomes nan.
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    mask = np.asarray(mask, dtype=float)
    token_ratio = np.exp(np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float))
    # a padded 1e300 gives inf here, and inf * 0 is nan
    s = np.exp((np.log(token_ratio) * mask).sum(axis=1) / mask.sum(axis=1))
    adv = np.asarray(advantages, dtype=float)
    return float(np.minimum(s * adv, np.clip(s, 1 - eps_low, 1 + eps_high) * adv).mean())
