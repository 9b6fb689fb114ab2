# fails: clip_loss_ratio_from_log_difference
# mistake: The ratio divides exp(log π_θ) by exp(log π_old), and at log-probabilities near −800 both are 0, giving nan; ρ is the exp of their difference.
# The ratio of the probabilities themselves: exp(-800) is 0.0, and 0 / 0 is nan.
def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    with np.errstate(invalid="ignore", divide="ignore"):
        ratio = np.exp(np.asarray(logp, dtype=float)) / np.exp(np.asarray(old_logp, dtype=float))
    adv = np.asarray(advantages, dtype=float)
    clipped = np.clip(ratio, 1 - clip_eps, 1 + clip_eps)
    return float(-np.minimum(ratio * adv, clipped * adv).mean())
