# fails: angles_take_float_and_negative_positions
# mistake: positions are converted to integers, so a fractional position loses its fraction; a position may be any real number.
def rope_angles(positions, dim, base=10000.0):
    if dim < 2 or dim % 2 != 0:
        raise ValueError("dim must be even and at least 2")
    positions = np.asarray(positions).astype(np.int64)
    theta = base ** (-2.0 * np.arange(dim // 2) / dim)
    angle = positions[..., None] * theta
    return np.cos(angle), np.sin(angle)
