# fails: value_loss_clips_around_old_values
# mistake: The value loss is the plain halved mean squared error: the prediction clipped to within ε of the old values V_old never enters it (it is left out, or clipped around the returns instead, which never wins the max).
def value_loss(values, old_values, returns, clip_eps=0.2):
    values, returns = np.asarray(values, dtype=float), np.asarray(returns, dtype=float)
    v_clip = returns + np.clip(values - returns, -clip_eps, clip_eps)
    return float(0.5 * np.maximum((values - returns) ** 2, (v_clip - returns) ** 2).mean())
