# fails: clip_loss_accepts_lists_and_integer_arrays
# mistake: ppo_clip_loss subtracts its inputs as they arrive, so Python lists raise a TypeError; inputs may be lists or integer arrays.
def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    ratio = np.exp(logp - old_logp)
    clipped = np.clip(ratio, 1 - clip_eps, 1 + clip_eps)
    return float(-np.minimum(ratio * advantages, clipped * advantages).mean())
