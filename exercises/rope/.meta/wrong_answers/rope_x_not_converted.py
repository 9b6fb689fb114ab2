# fails: rope_accepts_lists_and_integer_positions
# mistake: x is used as given, so a plain list of vectors fails (a list has no shape); convert it to a float array first.
def apply_rope(x, positions, base=10000.0, layout="half"):
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
    out = np.empty(x.shape)
    out[..., first] = a * cos - b * sin
    out[..., second] = b * cos + a * sin
    return out
