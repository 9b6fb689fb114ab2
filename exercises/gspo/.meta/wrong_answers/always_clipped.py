# fails: objective_clips_positive_advantage_only_above
# mistake: The objective always uses the clipped ratio times A_i, without the min against the unclipped term s_i A_i.
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    adv = np.asarray(advantages, dtype=float)
    return float((np.clip(s, 1 - eps_low, 1 + eps_high) * adv).mean())  # no min
