# fails: value_loss_matches_example
# mistake: The factor ½ is missing from the value loss.
def value_loss(values, old_values, returns, clip_eps=0.2):
    values, old_values, returns = (np.asarray(x, float) for x in (values, old_values, returns))
    v_clip = old_values + np.clip(values - old_values, -clip_eps, clip_eps)
    return float(np.maximum((values - returns) ** 2, (v_clip - returns) ** 2).mean())
