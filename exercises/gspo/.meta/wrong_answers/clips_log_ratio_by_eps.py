# fails: objective_clips_positive_advantage_only_above
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    log_s = np.log(sequence_ratio(logp, old_logp, mask))
    adv = np.asarray(advantages, dtype=float)
    clipped = np.exp(np.clip(log_s, -eps_low, eps_high))  # exp(eps) is not 1 + eps
    return float(np.minimum(np.exp(log_s) * adv, clipped * adv).mean())
