# fails: clip_loss_accepts_lists_and_integer_arrays
def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    ratio = np.exp(logp - old_logp)
    clipped = np.clip(ratio, 1 - clip_eps, 1 + clip_eps)
    return float(-np.minimum(ratio * advantages, clipped * advantages).mean())
