# fails: soft_update_never_returns_an_input_array
# mistake: With tau = 0 the target arrays themselves are returned, not copies.
def soft_update(target_params, online_params, tau=0.005):
    if tau == 0:
        return [np.asarray(t, dtype=float) for t in target_params]
    return [
        tau * np.asarray(o, dtype=float) + (1.0 - tau) * np.asarray(t, dtype=float)
        for t, o in zip(target_params, online_params)
    ]
