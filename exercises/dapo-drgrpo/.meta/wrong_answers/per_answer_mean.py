# fails: objective_averages_over_all_valid_tokens
# mistake: The objective averages each answer's tokens first and then the answers, GRPO's aggregation; DAPO takes the token mean over all valid tokens of the batch.
def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    mask = np.asarray(mask, dtype=bool)
    ratio = np.exp(np.where(mask, logp, 0.0) - np.where(mask, old_logp, 0.0))
    adv = np.asarray(advantages, dtype=float)[:, None]
    per_token = np.minimum(ratio * adv, np.clip(ratio, 1 - eps_low, 1 + eps_high) * adv)
    return aggregate(per_token, mask, "seq-mean-token-mean")  # GRPO's aggregation
