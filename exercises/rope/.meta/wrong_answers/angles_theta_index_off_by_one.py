# fails: angles_first_pair_turns_one_radian_per_position
# mistake: The pairs are numbered from 1 in the formula, theta_i = base^(-2(i+1)/dim), so the first pair turns at base^(-2/dim) instead of theta_0 = 1.
def rope_angles(positions, dim, base=10000.0):
    if dim < 2 or dim % 2 != 0:
        raise ValueError("dim must be even and at least 2")
    positions = np.asarray(positions, dtype=float)
    theta = base ** (-2.0 * np.arange(1, dim // 2 + 1) / dim)
    angle = positions[..., None] * theta
    return np.cos(angle), np.sin(angle)
