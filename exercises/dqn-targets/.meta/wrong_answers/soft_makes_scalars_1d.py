# fails: soft_update_keeps_0d_parameters_0d
# mistake: Each parameter goes through np.atleast_1d, so a 0-d one comes back with shape (1,).
def soft_update(target_params, online_params, tau=0.005):
    return [
        tau * np.atleast_1d(np.asarray(o, dtype=float))
        + (1.0 - tau) * np.atleast_1d(np.asarray(t, dtype=float))
        for t, o in zip(target_params, online_params)
    ]
