# fails: n_step_default_gamma
# mistake: n_step_targets's default γ is 0.99; the statement's default is gamma = 0.997.
_right_n_step_targets = n_step_targets


def n_step_targets(rewards, values, n, gamma=0.99):  # MuZero's Atari discount is 0.997
    return _right_n_step_targets(rewards, values, n, gamma)
