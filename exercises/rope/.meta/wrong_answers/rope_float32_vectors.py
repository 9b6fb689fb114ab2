# fails: rope_returns_new_float64_arrays
# mistake: The rotation is computed and returned in float32 (vectors and tables cast down, as in a half-precision model), which keeps only about 7 digits; the statement asks for float64.
def apply_rope(x, positions, base=10000.0, layout="half"):
    x = np.asarray(x, dtype=np.float32)
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
    cos, sin = cos.astype(np.float32), sin.astype(np.float32)
    a, b = x[..., first], x[..., second]
    out = np.empty(x.shape, dtype=np.float32)
    out[..., first] = a * cos - b * sin
    out[..., second] = b * cos + a * sin
    return out
