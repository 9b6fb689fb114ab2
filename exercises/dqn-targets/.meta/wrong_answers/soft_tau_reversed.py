# fails: soft_update_moves_the_target_by_tau_towards_online
# mistake: tau weighs the target and 1 - tau the online parameters: the roles are reversed.
def soft_update(target_params, online_params, tau=0.005):
    return [
        tau * np.asarray(t, dtype=float) + (1.0 - tau) * np.asarray(o, dtype=float)
        for t, o in zip(target_params, online_params)
    ]
