# fails: value_loss_returns_python_float
# mistake: The value loss is right but comes back as a numpy float64; the statement asks for a plain Python float.
def value_loss(values, old_values, returns, clip_eps=0.2):
    values, old_values, returns = (np.asarray(x, float) for x in (values, old_values, returns))
    v_clip = old_values + np.clip(values - old_values, -clip_eps, clip_eps)
    return 0.5 * np.maximum((values - returns) ** 2, (v_clip - returns) ** 2).mean()
