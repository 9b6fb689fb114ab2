# fails: clip_loss_matches_example
# mistake: This returns PPO's objective, which is maximised; ppo_clip_loss returns its negative, the loss.
# Returns PPO's objective (to maximise) instead of the loss.
def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    ratio = np.exp(np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float))
    adv = np.asarray(advantages, dtype=float)
    clipped = np.clip(ratio, 1 - clip_eps, 1 + clip_eps)
    return float(np.minimum(ratio * adv, clipped * adv).mean())
