# fails: angles_use_the_base_argument
# mistake: The frequencies always use 10000 as their base, whatever base is passed.
def rope_angles(positions, dim, base=10000.0):
    if dim < 2 or dim % 2 != 0:
        raise ValueError("dim must be even and at least 2")
    positions = np.asarray(positions, dtype=float)
    theta = 10000.0 ** (-2.0 * np.arange(dim // 2) / dim)
    angle = positions[..., None] * theta
    return np.cos(angle), np.sin(angle)
