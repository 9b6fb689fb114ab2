# fails: objective_clips_positive_advantage_only_above
# mistake: The objective takes the larger of the unclipped and clipped terms; the statement takes the smaller one, the min.
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    adv = np.asarray(advantages, dtype=float)
    clipped = np.clip(s, 1 - eps_low, 1 + eps_high)
    return float(np.maximum(s * adv, clipped * adv).mean())
