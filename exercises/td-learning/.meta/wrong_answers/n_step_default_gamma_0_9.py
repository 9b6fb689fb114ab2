# fails: n_step_uses_default_gamma_0_99
# mistake: Without a gamma argument it discounts with gamma = 0.9 instead of 0.99.
_reference_n_step_returns = n_step_returns


def n_step_returns(rewards, values, dones, n, gamma=0.9):
    return _reference_n_step_returns(rewards, values, dones, n, gamma)
