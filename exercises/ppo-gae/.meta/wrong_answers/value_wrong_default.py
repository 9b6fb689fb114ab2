# fails: value_loss_uses_default_clip_eps
_right_value_loss = value_loss


def value_loss(values, old_values, returns, clip_eps=0.1):
    return _right_value_loss(values, old_values, returns, clip_eps)
