# fails: rope_uses_the_base_argument
# mistake: base is not passed on to the angles, so the rotation always uses the default base 10000.
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
    cos, sin = rope_angles(positions, d)
    a, b = x[..., first], x[..., second]
    out = np.empty(x.shape)
    out[..., first] = a * cos - b * sin
    out[..., second] = b * cos + a * sin
    return out
