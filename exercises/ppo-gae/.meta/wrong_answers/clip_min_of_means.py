# fails: clip_loss_matches_example
# mistake: The min is taken between the two averaged objectives instead of element by element before the mean.
# Takes the min of the two averaged objectives instead of the min per element.
def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    ratio = np.exp(np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float))
    adv = np.asarray(advantages, dtype=float)
    clipped = np.clip(ratio, 1 - clip_eps, 1 + clip_eps)
    return float(-min((ratio * adv).mean(), (clipped * adv).mean()))
