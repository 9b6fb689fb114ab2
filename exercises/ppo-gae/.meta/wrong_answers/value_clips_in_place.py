# fails: value_loss_leaves_inputs_unchanged
# mistake: The caller's values array is clipped in place; the inputs must be left unchanged.
# Clips the caller's values array in place before using it.
def value_loss(values, old_values, returns, clip_eps=0.2):
    unclipped = (np.asarray(values, dtype=float) - returns) ** 2
    np.clip(values, old_values - clip_eps, old_values + clip_eps, out=values)
    clipped = (values - returns) ** 2
    return float(0.5 * np.maximum(unclipped, clipped).mean())
