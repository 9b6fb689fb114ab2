# fails: clip_loss_uses_default_clip_eps
_right_clip_loss = ppo_clip_loss


def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.1):
    return _right_clip_loss(logp, old_logp, advantages, clip_eps)
