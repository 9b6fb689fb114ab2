# fails: objective_ignores_padding_even_huge
# mistake: The ratio is exponentiated before the padding is replaced, so padding of ±10^300 overflows with a numpy warning even though the mask drops it afterwards.
def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    mask = np.asarray(mask, dtype=bool)
    ratio = np.exp(np.subtract(logp, old_logp))  # exp(2e300) overflows (a warning) on padding
    adv = np.asarray(advantages, dtype=float)[:, None]
    per_token = np.minimum(ratio * adv, np.clip(ratio, 1 - eps_low, 1 + eps_high) * adv)
    return float(np.where(mask, per_token, 0.0).sum() / mask.sum())  # right number, but warned
