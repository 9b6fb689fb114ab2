# fails: clip_loss_caps_ratio_for_positive_advantage
# mistake: Each element takes the larger of the unclipped and clipped terms; the statement takes the smaller one, the min.
def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    ratio = np.exp(np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float))
    adv = np.asarray(advantages, dtype=float)
    clipped = np.clip(ratio, 1 - clip_eps, 1 + clip_eps)
    return float(-np.maximum(ratio * adv, clipped * adv).mean())
