# fails: clip_loss_caps_ratio_for_positive_advantage
# mistake: Only the clipped term is kept, without the min against ρA, so with A > 0 a ratio below 1 − ε is raised to 1 − ε.
# Keeps only the clipped term: a ratio below 1 - eps is raised even when A > 0.
def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    ratio = np.exp(np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float))
    adv = np.asarray(advantages, dtype=float)
    return float(-(np.clip(ratio, 1 - clip_eps, 1 + clip_eps) * adv).mean())
