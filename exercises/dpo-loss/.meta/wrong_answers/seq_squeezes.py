# fails: sequence_logps_returns_new_float64_array_of_shape_n
def sequence_logps(token_logps, mask):
    mask = np.asarray(mask, dtype=bool)
    return np.squeeze(np.where(mask, np.asarray(token_logps, dtype=float), 0.0).sum(axis=1))
