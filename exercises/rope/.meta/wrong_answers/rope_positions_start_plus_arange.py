# fails: rope_reads_the_given_positions
# mistake: Only the first position is read and the rows are taken as consecutive from it (start + t, as Meta's start_pos), so positions that are not consecutive are ignored.
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
    start = np.asarray(positions, dtype=float).reshape(-1)[0]
    length = x.shape[-2] if x.ndim > 1 else 1
    cos, sin = rope_angles(start + np.arange(length), d, base)
    if x.ndim == 1:
        cos, sin = cos[0], sin[0]
    a, b = x[..., first], x[..., second]
    out = np.empty(x.shape)
    out[..., first] = a * cos - b * sin
    out[..., second] = b * cos + a * sin
    return out
