# fails: soft_update_matches_spec_examples
# mistake: All parameters are stacked into one array, which fails for different shapes.
def soft_update(target_params, online_params, tau=0.005):
    target = np.asarray(target_params, dtype=float)
    online = np.asarray(online_params, dtype=float)
    return list(tau * online + (1.0 - tau) * target)
