# fails: value_loss_matches_example_with_clip_eps
# mistake: value_loss's clip range is fixed at ±0.2, so the clip_eps passed in is ignored.
def value_loss(values, old_values, returns, clip_eps=0.2):
    values, old_values, returns = (np.asarray(x, float) for x in (values, old_values, returns))
    v_clip = old_values + np.clip(values - old_values, -0.2, 0.2)
    return float(0.5 * np.maximum((values - returns) ** 2, (v_clip - returns) ** 2).mean())
