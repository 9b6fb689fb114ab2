# fails: inputs_are_not_modified
# mistake: The target arrays are updated in place (Polyak averaging as in PyTorch code).
def soft_update(target_params, online_params, tau=0.005):
    out = []
    for t, o in zip(target_params, online_params):
        t = np.asarray(t, dtype=float)
        t *= 1.0 - tau
        t += tau * np.asarray(o, dtype=float)
        out.append(t)
    return out
