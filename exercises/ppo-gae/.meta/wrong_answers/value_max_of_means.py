# fails: value_loss_takes_larger_error_per_element
# mistake: The max is taken between the two mean squared errors instead of element by element before the mean.
def value_loss(values, old_values, returns, clip_eps=0.2):
    values, old_values, returns = (np.asarray(x, float) for x in (values, old_values, returns))
    v_clip = old_values + np.clip(values - old_values, -clip_eps, clip_eps)
    return float(0.5 * max(((values - returns) ** 2).mean(), ((v_clip - returns) ** 2).mean()))
