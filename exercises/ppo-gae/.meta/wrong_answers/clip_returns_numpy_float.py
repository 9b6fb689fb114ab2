# fails: clip_loss_returns_python_float
# mistake: The policy loss is right but comes back as a numpy float64; the statement asks for a plain Python float.
def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    ratio = np.exp(np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float))
    adv = np.asarray(advantages, dtype=float)
    clipped = np.clip(ratio, 1 - clip_eps, 1 + clip_eps)
    return -np.minimum(ratio * adv, clipped * adv).mean()
