# fails: soft_update_never_returns_an_input_array
# mistake: With tau = 1 the online arrays themselves are returned, not copies.
def soft_update(target_params, online_params, tau=0.005):
    if tau == 1:
        return [np.asarray(o, dtype=float) for o in online_params]
    return [
        tau * np.asarray(o, dtype=float) + (1.0 - tau) * np.asarray(t, dtype=float)
        for t, o in zip(target_params, online_params)
    ]
