# fails: soft_update_uses_default_tau_0_005
# mistake: The default tau is DDPG's 0.001 instead of 0.005.
def soft_update(target_params, online_params, tau=0.001):
    return [
        tau * np.asarray(o, dtype=float) + (1.0 - tau) * np.asarray(t, dtype=float)
        for t, o in zip(target_params, online_params)
    ]
