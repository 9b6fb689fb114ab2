# fails: rope_leaves_x_unchanged
# mistake: The rotated pairs are written back into x itself, which changes the caller's array and returns it instead of a new one.
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
    a, b = x[..., first].copy(), x[..., second].copy()
    x[..., first] = a * cos - b * sin
    x[..., second] = b * cos + a * sin
    return x
