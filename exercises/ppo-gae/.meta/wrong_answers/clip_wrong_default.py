# fails: clip_loss_uses_default_clip_eps
# mistake: ppo_clip_loss's default clip_eps is 0.1; the statement's default is 0.2.
_right_clip_loss = ppo_clip_loss


def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.1):
    return _right_clip_loss(logp, old_logp, advantages, clip_eps)
