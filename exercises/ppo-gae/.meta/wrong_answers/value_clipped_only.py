# fails: value_loss_takes_larger_error_per_element
# mistake: The larger of the clipped and unclipped squared errors is not taken element by element before the mean (only the clipped error is used, or the max is taken between the two means).
def value_loss(values, old_values, returns, clip_eps=0.2):
    values, old_values, returns = (np.asarray(x, float) for x in (values, old_values, returns))
    v_clip = old_values + np.clip(values - old_values, -clip_eps, clip_eps)
    return float(0.5 * ((v_clip - returns) ** 2).mean())
