# fails: clip_loss_matches_example
# mistake: The log-ratio is used as if it were the ratio: ρ is the exp of log π_θ − log π_old.
# Uses the log-ratio as if it were the ratio.
def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    ratio = np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float)
    adv = np.asarray(advantages, dtype=float)
    clipped = np.clip(ratio, 1 - clip_eps, 1 + clip_eps)
    return float(-np.minimum(ratio * adv, clipped * adv).mean())
