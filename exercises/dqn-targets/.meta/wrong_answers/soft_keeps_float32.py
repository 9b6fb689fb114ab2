# fails: soft_update_returns_a_list_of_new_float64_arrays
# mistake: Each parameter keeps its own float dtype, so float32 in gives float32 out.
def soft_update(target_params, online_params, tau=0.005):
    out = []
    for t, o in zip(target_params, online_params):
        t, o = np.asarray(t), np.asarray(o)
        if t.dtype.kind != "f":
            t, o = t.astype(float), o.astype(float)
        out.append((tau * o + (1.0 - tau) * t).astype(t.dtype))
    return out
