# fails: angles_have_dim_over_2_columns
# mistake: The tables have width dim, the dim/2 frequencies concatenated twice as Hugging Face does for rotate_half, instead of one column per pair.
def rope_angles(positions, dim, base=10000.0):
    if dim < 2 or dim % 2 != 0:
        raise ValueError("dim must be even and at least 2")
    positions = np.asarray(positions, dtype=float)
    theta = base ** (-2.0 * np.arange(dim // 2) / dim)
    angle = positions[..., None] * theta
    angle = np.concatenate([angle, angle], axis=-1)
    return np.cos(angle), np.sin(angle)
