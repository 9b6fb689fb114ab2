# fails: clip_loss_matches_example
# mistake: The ratio is upside down: ρ uses π_θ/π_old, not π_old/π_θ.
def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    ratio = np.exp(np.asarray(old_logp, dtype=float) - np.asarray(logp, dtype=float))
    adv = np.asarray(advantages, dtype=float)
    clipped = np.clip(ratio, 1 - clip_eps, 1 + clip_eps)
    return float(-np.minimum(ratio * adv, clipped * adv).mean())
