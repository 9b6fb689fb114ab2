# fails: rope_exact_at_large_positions
# mistake: apply_rope computes its own frequencies and angles in float32, which is off by up to 1e-2 radian at positions near 1e5; the statement asks for float64.
def apply_rope(x, positions, base=10000.0, layout="half"):
    x = np.asarray(x, dtype=float)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("the last axis must be even")
    if layout == "half":
        first, second = slice(0, d // 2), slice(d // 2, d)
    elif layout == "interleaved":
        first, second = slice(0, d, 2), slice(1, d, 2)
    else:
        raise ValueError("unknown layout")
    inv_freq = (1.0 / base ** (np.arange(0, d, 2) / d)).astype(np.float32)
    angle = np.asarray(positions, dtype=np.float32)[..., None] * inv_freq
    cos, sin = np.cos(angle).astype(float), np.sin(angle).astype(float)
    a, b = x[..., first], x[..., second]
    out = np.empty(x.shape)
    out[..., first] = a * cos - b * sin
    out[..., second] = b * cos + a * sin
    return out
