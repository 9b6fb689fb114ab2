# fails: clip_loss_caps_ratio_for_positive_advantage
# mistake: The clip is applied to the advantage instead of the ratio: the statement clips ρ to [1 − ε, 1 + ε] and multiplies it by the unclipped A.
def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    ratio = np.exp(np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float))
    adv = np.asarray(advantages, dtype=float)
    return float(-np.minimum(ratio * adv, ratio * np.clip(adv, 1 - clip_eps, 1 + clip_eps)).mean())
