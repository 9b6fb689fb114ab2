# fails: value_loss_clips_around_old_values
# mistake: The prediction is only kept from rising more than ε above the old one, never from falling more than ε below it.
# Limits how far the prediction may rise above the old one, but not how far it may fall.
def value_loss(values, old_values, returns, clip_eps=0.2):
    values, old_values, returns = (np.asarray(x, float) for x in (values, old_values, returns))
    v_clip = np.minimum(values, old_values + clip_eps)
    return float(0.5 * np.maximum((values - returns) ** 2, (v_clip - returns) ** 2).mean())
