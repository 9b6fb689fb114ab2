# fails: objective_clips_positive_advantage_only_above
# mistake: The clip is applied to the advantage instead of the ratio: the statement clips s_i to [1 − ε_low, 1 + ε_high] and multiplies it by the unclipped A_i.
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    adv = np.asarray(advantages, dtype=float)
    return float(np.minimum(s * adv, s * np.clip(adv, 1 - eps_low, 1 + eps_high)).mean())
