# fails: angles_reject_dim_below_2
# mistake: Only the parity of dim is tested, so dim = 0 or a negative even dim returns empty tables instead of raising ValueError.
def rope_angles(positions, dim, base=10000.0):
    if dim % 2 != 0:
        raise ValueError("dim must be even")
    positions = np.asarray(positions, dtype=float)
    theta = base ** (-2.0 * np.arange(dim // 2) / dim)
    angle = positions[..., None] * theta
    return np.cos(angle), np.sin(angle)
