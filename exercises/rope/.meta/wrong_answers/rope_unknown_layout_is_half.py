# fails: rope_rejects_unknown_layout
# mistake: Any layout other than "interleaved" is treated as "half" instead of raising ValueError.
def apply_rope(x, positions, base=10000.0, layout="half"):
    x = np.asarray(x, dtype=float)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("the last axis must be even")
    if layout == "interleaved":
        first, second = slice(0, d, 2), slice(1, d, 2)
    else:
        first, second = slice(0, d // 2), slice(d // 2, d)
    cos, sin = rope_angles(positions, d, base)
    a, b = x[..., first], x[..., second]
    out = np.empty(x.shape)
    out[..., first] = a * cos - b * sin
    out[..., second] = b * cos + a * sin
    return out
