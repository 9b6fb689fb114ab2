# fails: rope_reads_the_given_positions
# mistake: Row t is rotated by position t (np.arange over the sequence) and the positions argument is ignored, so a cache offset or any other position is lost.
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
    cos, sin = rope_angles(np.arange(x.shape[-2]) if x.ndim > 1 else 0, d, base)
    a, b = x[..., first], x[..., second]
    out = np.empty(x.shape)
    out[..., first] = a * cos - b * sin
    out[..., second] = b * cos + a * sin
    return out
