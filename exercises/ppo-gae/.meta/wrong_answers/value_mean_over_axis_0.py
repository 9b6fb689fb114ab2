# fails: value_loss_works_for_any_shape
# mistake: The mean runs over the first axis only, so inputs of two or more dimensions give an array instead of one number.
# Averages over the first axis only: a 2-D input gives an array, not one number.
def value_loss(values, old_values, returns, clip_eps=0.2):
    values, old_values, returns = (np.asarray(x, float) for x in (values, old_values, returns))
    v_clip = old_values + np.clip(values - old_values, -clip_eps, clip_eps)
    worst = np.maximum((values - returns) ** 2, (v_clip - returns) ** 2)
    out = 0.5 * worst.mean(axis=0)
    return float(out) if out.ndim == 0 else out
