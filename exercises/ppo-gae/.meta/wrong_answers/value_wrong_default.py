# fails: value_loss_uses_default_clip_eps
# mistake: value_loss's default clip_eps is 0.1; the statement's default is 0.2.
_right_value_loss = value_loss


def value_loss(values, old_values, returns, clip_eps=0.1):
    return _right_value_loss(values, old_values, returns, clip_eps)
