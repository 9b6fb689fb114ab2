# fails: angles_return_a_tuple_of_new_float64_arrays
# mistake: cos and sin are returned as float32 arrays, which keep only about 7 digits; the statement asks for float64.
def rope_angles(positions, dim, base=10000.0):
    if dim < 2 or dim % 2 != 0:
        raise ValueError("dim must be even and at least 2")
    positions = np.asarray(positions, dtype=float)
    theta = base ** (-2.0 * np.arange(dim // 2) / dim)
    angle = positions[..., None] * theta
    return np.cos(angle).astype(np.float32), np.sin(angle).astype(np.float32)
