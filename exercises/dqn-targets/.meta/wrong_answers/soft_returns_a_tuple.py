# fails: soft_update_returns_a_list_of_new_float64_arrays
# mistake: The new parameters are returned as a tuple, not a list.
def soft_update(target_params, online_params, tau=0.005):
    return tuple(
        tau * np.asarray(o, dtype=float) + (1.0 - tau) * np.asarray(t, dtype=float)
        for t, o in zip(target_params, online_params)
    )
