# fails: clip_loss_matches_example_any_shape
# mistake: ppo_clip_loss's clip range is fixed at 0.8 to 1.2, so the clip_eps passed in is ignored.
def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    ratio = np.exp(np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float))
    adv = np.asarray(advantages, dtype=float)
    clipped = np.clip(ratio, 0.8, 1.2)
    return float(-np.minimum(ratio * adv, clipped * adv).mean())
