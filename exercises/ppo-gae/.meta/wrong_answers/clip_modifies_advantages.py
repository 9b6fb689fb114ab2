# fails: clip_loss_leaves_inputs_unchanged
# mistake: The loss is right, but it is computed by multiplying the caller's advantages array in place; the inputs must be left unchanged.
# Scales the caller's advantages in place.
def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    ratio = np.exp(np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float))
    clipped = np.clip(ratio, 1 - clip_eps, 1 + clip_eps)
    adv = np.asarray(advantages, dtype=float)
    pessimistic = np.minimum(ratio, clipped) * (adv >= 0) + np.maximum(ratio, clipped) * (adv < 0)
    adv *= pessimistic
    return float(-adv.mean())
