# fails: value_loss_clips_around_old_values
# mistake: The prediction itself is clipped to [−ε, ε] instead of its change from the old prediction V_old.
# Clips the prediction itself to [-eps, eps] instead of its change from the old one.
def value_loss(values, old_values, returns, clip_eps=0.2):
    values, returns = np.asarray(values, dtype=float), np.asarray(returns, dtype=float)
    v_clip = np.clip(values, -clip_eps, clip_eps)
    return float(0.5 * np.maximum((values - returns) ** 2, (v_clip - returns) ** 2).mean())
