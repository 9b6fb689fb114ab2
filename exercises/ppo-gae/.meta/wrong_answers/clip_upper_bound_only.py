# fails: clip_loss_floors_ratio_for_negative_advantage
# mistake: The ratio is capped at 1 + ε but never floored at 1 − ε, so with A < 0 a small ratio is not raised.
# Caps the ratio at 1 + eps but never floors it at 1 - eps.
def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    ratio = np.exp(np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float))
    adv = np.asarray(advantages, dtype=float)
    capped = np.minimum(ratio, 1 + clip_eps)
    return float(-np.minimum(ratio * adv, capped * adv).mean())
