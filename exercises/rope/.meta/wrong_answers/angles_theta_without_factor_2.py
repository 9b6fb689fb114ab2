# fails: angles_frequencies_decay_as_base_to_the_minus_2i_over_dim
# mistake: The frequencies are base^(-i/dim), without the factor 2 in the exponent, so the pairs slow down only half as fast as theta_i = base^(-2i/dim).
def rope_angles(positions, dim, base=10000.0):
    if dim < 2 or dim % 2 != 0:
        raise ValueError("dim must be even and at least 2")
    positions = np.asarray(positions, dtype=float)
    theta = base ** (-np.arange(dim // 2) / dim)
    angle = positions[..., None] * theta
    return np.cos(angle), np.sin(angle)
