# fails: rope_rejects_odd_dim
# mistake: An odd last axis is accepted: dim // 2 pairs are rotated and the last coordinate is passed through, instead of raising ValueError.
def apply_rope(x, positions, base=10000.0, layout="half"):
    x = np.asarray(x, dtype=float)
    d = x.shape[-1]
    h = d // 2
    if layout == "half":
        first, second = slice(0, h), slice(h, 2 * h)
    elif layout == "interleaved":
        first, second = slice(0, 2 * h, 2), slice(1, 2 * h, 2)
    else:
        raise ValueError("unknown layout")
    cos, sin = rope_angles(positions, 2 * h, base)
    a, b = x[..., first], x[..., second]
    out = x.copy()
    out[..., first] = a * cos - b * sin
    out[..., second] = b * cos + a * sin
    return out
