# fails: angles_reject_odd_dim
# mistake: An odd dim is accepted (dim // 2 pairs, the last coordinate left over) instead of raising ValueError.
def rope_angles(positions, dim, base=10000.0):
    if dim < 2:
        raise ValueError("dim must be at least 2")
    positions = np.asarray(positions, dtype=float)
    theta = base ** (-2.0 * np.arange(dim // 2) / dim)
    angle = positions[..., None] * theta
    return np.cos(angle), np.sin(angle)
