# fails: angles_keep_the_shape_of_positions
# mistake: positions are made a column with positions[:, None], which works for 1-D positions only: a scalar position fails and 2-D positions get the wrong shape.
def rope_angles(positions, dim, base=10000.0):
    if dim < 2 or dim % 2 != 0:
        raise ValueError("dim must be even and at least 2")
    positions = np.asarray(positions, dtype=float)
    theta = base ** (-2.0 * np.arange(dim // 2) / dim)
    angle = positions[:, None] * theta
    return np.cos(angle), np.sin(angle)
