# fails: soft_update_accepts_nested_lists_and_integer_parameters
# mistake: Parameters are not converted to floats, so integer ones stay integer when tau is 1.
def soft_update(target_params, online_params, tau=0.005):
    return [
        tau * np.asarray(o) + (1 - tau) * np.asarray(t)
        for t, o in zip(target_params, online_params)
    ]
