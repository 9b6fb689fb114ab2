# fails: value_loss_accepts_lists_and_integer_arrays
# mistake: value_loss subtracts its inputs as they arrive, so Python lists raise a TypeError; inputs may be lists or integer arrays.
def value_loss(values, old_values, returns, clip_eps=0.2):
    v_clip = old_values + np.clip(values - old_values, -clip_eps, clip_eps)
    return float(0.5 * np.maximum((values - returns) ** 2, (v_clip - returns) ** 2).mean())
