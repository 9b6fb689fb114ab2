# fails: soft_update_keeps_0d_parameters_0d
# mistake: A 0-d parameter comes back as a Python float, not a 0-d array or numpy float64.
def soft_update(target_params, online_params, tau=0.005):
    out = []
    for t, o in zip(target_params, online_params):
        new = tau * np.asarray(o, dtype=float) + (1.0 - tau) * np.asarray(t, dtype=float)
        out.append(float(new) if new.ndim == 0 else new)
    return out
