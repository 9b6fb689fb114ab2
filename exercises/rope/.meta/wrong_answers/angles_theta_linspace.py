# fails: angles_frequencies_decay_as_base_to_the_minus_2i_over_dim
# mistake: The exponents are spread evenly from 0 to 1 (the last pair at exactly 1/base) instead of 2i/dim, which stops at (dim - 2)/dim.
def rope_angles(positions, dim, base=10000.0):
    if dim < 2 or dim % 2 != 0:
        raise ValueError("dim must be even and at least 2")
    positions = np.asarray(positions, dtype=float)
    theta = base ** (-np.linspace(0.0, 1.0, dim // 2))
    angle = positions[..., None] * theta
    return np.cos(angle), np.sin(angle)
