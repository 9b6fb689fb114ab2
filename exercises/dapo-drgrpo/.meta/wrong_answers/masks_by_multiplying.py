# fails: objective_ignores_padding_even_huge
# mistake: The ratio is exponentiated with the padding still in and then multiplied by the mask, so padding of ±10^300 overflows and inf × 0 gives nan.
def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    m = np.asarray(mask, dtype=float)
    ratio = np.exp(np.subtract(logp, old_logp))  # inf on padding of 1e300 / -1e300
    adv = np.asarray(advantages, dtype=float)[:, None]
    per_token = np.minimum(ratio * adv, np.clip(ratio, 1 - eps_low, 1 + eps_high) * adv)
    return float((per_token * m).sum() / m.sum())  # -inf * 0 is nan
