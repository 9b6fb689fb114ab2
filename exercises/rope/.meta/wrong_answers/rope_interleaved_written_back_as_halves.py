# fails: rope_interleaved_pairs_2i_with_2i_plus_1
# mistake: In the interleaved layout each pair (2i, 2i + 1) is rotated correctly but the results are written back as [all firsts..., all seconds...] instead of to coordinates 2i and 2i + 1.
def apply_rope(x, positions, base=10000.0, layout="half"):
    x = np.asarray(x, dtype=float)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("the last axis must be even")
    if layout == "half":
        a, b = x[..., : d // 2], x[..., d // 2 :]
    elif layout == "interleaved":
        a, b = x[..., 0::2], x[..., 1::2]
    else:
        raise ValueError("unknown layout")
    cos, sin = rope_angles(positions, d, base)
    return np.concatenate([a * cos - b * sin, b * cos + a * sin], axis=-1)
