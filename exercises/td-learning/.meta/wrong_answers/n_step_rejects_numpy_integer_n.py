# fails: n_step_accepts_lists_and_numpy_integer_n
# mistake: n is tested with isinstance(n, int), which refuses a numpy integer such as np.int64(2) although it is a valid n.
_reference_n_step_returns = n_step_returns


def n_step_returns(rewards, values, dones, n, gamma=0.99):
    if not isinstance(n, int):
        raise ValueError("n must be an integer")
    return _reference_n_step_returns(rewards, values, dones, n, gamma)
