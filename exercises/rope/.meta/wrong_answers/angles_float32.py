# fails: angles_exact_at_large_positions
# mistake: The frequencies and angles are computed in float32 (as Hugging Face and Meta do), which is off by up to 1e-2 radian at positions near 1e5; the statement asks for float64.
def rope_angles(positions, dim, base=10000.0):
    if dim < 2 or dim % 2 != 0:
        raise ValueError("dim must be even and at least 2")
    positions = np.asarray(positions, dtype=np.float32)
    inv_freq = (1.0 / base ** (np.arange(0, dim, 2) / dim)).astype(np.float32)
    angle = positions[..., None] * inv_freq
    return np.cos(angle).astype(float), np.sin(angle).astype(float)
