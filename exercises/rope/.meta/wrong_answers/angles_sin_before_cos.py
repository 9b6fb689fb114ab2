# fails: angles_return_cos_then_sin
# mistake: The tuple is returned as (sin, cos); the statement's order is (cos, sin).
def rope_angles(positions, dim, base=10000.0):
    if dim < 2 or dim % 2 != 0:
        raise ValueError("dim must be even and at least 2")
    positions = np.asarray(positions, dtype=float)
    theta = base ** (-2.0 * np.arange(dim // 2) / dim)
    angle = positions[..., None] * theta
    return np.sin(angle), np.cos(angle)
