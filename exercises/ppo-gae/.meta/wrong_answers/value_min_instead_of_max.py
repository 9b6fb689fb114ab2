# fails: value_loss_takes_larger_error_per_element
# mistake: Each element keeps the smaller of its two squared errors; the statement keeps the larger, so clipping cannot make the loss smaller.
def value_loss(values, old_values, returns, clip_eps=0.2):
    values, old_values, returns = (np.asarray(x, float) for x in (values, old_values, returns))
    v_clip = old_values + np.clip(values - old_values, -clip_eps, clip_eps)
    return float(0.5 * np.minimum((values - returns) ** 2, (v_clip - returns) ** 2).mean())
