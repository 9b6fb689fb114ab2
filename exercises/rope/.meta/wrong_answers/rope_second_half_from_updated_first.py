# fails: rope_half_pairs_i_with_i_plus_half
# mistake: The first coordinate of each pair is overwritten before the second is computed, so the second turns from the already rotated value instead of the original one (and x is changed in place).
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
    cos, sin = rope_angles(positions, d, base)
    x[..., first] = x[..., first] * cos - x[..., second] * sin
    x[..., second] = x[..., second] * cos + x[..., first] * sin
    return x
