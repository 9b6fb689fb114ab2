# fails: clip_loss_is_minus_the_mean_over_all_elements
# mistake: The policy loss sums the elements' terms instead of averaging them over every element.
def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    ratio = np.exp(np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float))
    adv = np.asarray(advantages, dtype=float)
    clipped = np.clip(ratio, 1 - clip_eps, 1 + clip_eps)
    return float(-np.minimum(ratio * adv, clipped * adv).sum())
