# fails: soft_update_accepts_nested_lists_and_integer_parameters
# mistake: tau multiplies each parameter as it comes, and a nested list can't be scaled.
def soft_update(target_params, online_params, tau=0.005):
    return [
        np.asarray(tau * o + (1.0 - tau) * t, dtype=float)
        for t, o in zip(target_params, online_params)
    ]
