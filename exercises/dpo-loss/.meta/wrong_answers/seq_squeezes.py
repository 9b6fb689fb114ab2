# fails: sequence_logps_returns_new_float64_array_of_shape_n
# mistake: The result is squeezed, so with a single answer (N = 1) it becomes a 0-d array instead of shape (1,).
def sequence_logps(token_logps, mask):
    mask = np.asarray(mask, dtype=bool)
    return np.squeeze(np.where(mask, np.asarray(token_logps, dtype=float), 0.0).sum(axis=1))
