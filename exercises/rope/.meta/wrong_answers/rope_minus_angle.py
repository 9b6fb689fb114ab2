# fails: rope_turns_each_pair_counter_clockwise
# mistake: Each pair (a, b) becomes (a cos + b sin, b cos - a sin), a turn by minus the angle, instead of (a cos - b sin, b cos + a sin).
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
    a, b = x[..., first], x[..., second]
    out = np.empty(x.shape)
    out[..., first] = a * cos + b * sin
    out[..., second] = b * cos - a * sin
    return out
