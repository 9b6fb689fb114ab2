# fails: clip_loss_caps_ratio_for_positive_advantage
def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    ratio = np.exp(np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float))
    adv = np.asarray(advantages, dtype=float)
    return float(-np.minimum(ratio * adv, ratio * np.clip(adv, 1 - clip_eps, 1 + clip_eps)).mean())
