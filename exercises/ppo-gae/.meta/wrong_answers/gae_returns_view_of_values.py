# fails: gae_returns_new_float64_arrays
# mistake: The returns are built inside a slice of the caller's values array, which they then share and change; gae must return new arrays and leave the inputs unchanged.
# Builds the returns inside a slice of the caller's values.
_right_gae = gae


def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    advantages, _ = _right_gae(rewards, values, dones, gamma, lam)
    values = np.asarray(values, dtype=float)
    returns = values[:-1]
    returns += advantages
    return advantages, returns
