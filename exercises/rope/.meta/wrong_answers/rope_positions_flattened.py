# fails: rope_positions_broadcast_against_leading_axes
# mistake: positions are flattened to one axis, so positions of shape (B, 1, L), or a scalar, no longer broadcast against x.shape[:-1].
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
    cos, sin = rope_angles(np.ravel(positions), d, base)
    a, b = x[..., first], x[..., second]
    new_a, new_b = a * cos - b * sin, b * cos + a * sin
    out = np.empty(new_a.shape[:-1] + (d,))
    out[..., first] = new_a
    out[..., second] = new_b
    return out
