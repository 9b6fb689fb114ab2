# fails: returned_arrays_are_new_float64
# mistake: With γ = 0 the rewards are handed back as they are, the caller's own array when it is float64; the result must be a new array.
_right_n_step_targets = n_step_targets


def n_step_targets(rewards, values, n, gamma=0.997):
    if gamma == 0 and n >= 1:
        return np.asarray(rewards, dtype=float)  # a shortcut that hands back the caller's array
    return _right_n_step_targets(rewards, values, n, gamma)
