# fails: rope_returns_new_float64_arrays
# mistake: The result is allocated like x (np.empty_like), so integer vectors give truncated integer coordinates and float32 vectors a float32 result, instead of float64.
def apply_rope(x, positions, base=10000.0, layout="half"):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("the last axis must be even")
    if layout == "half":
        first, second = slice(0, d // 2), slice(d // 2, d)
    elif layout == "interleaved":
        first, second = slice(0, d, 2), slice(1, d, 2)
    else:
        raise ValueError("unknown layout")
    cos, sin = rope_angles(positions, d, base)
    a, b = x[..., first], x[..., second]
    out = np.empty_like(x)
    out[..., first] = a * cos - b * sin
    out[..., second] = b * cos + a * sin
    return out
