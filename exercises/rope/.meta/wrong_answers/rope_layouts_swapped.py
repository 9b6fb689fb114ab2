# fails: rope_half_pairs_i_with_i_plus_half
# mistake: The two layouts are swapped: "half" pairs neighbours (2i, 2i + 1) and "interleaved" pairs i with i + dim/2.
def apply_rope(x, positions, base=10000.0, layout="half"):
    x = np.asarray(x, dtype=float)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("the last axis must be even")
    if layout not in ("half", "interleaved"):
        raise ValueError("unknown layout")
    cos, sin = rope_angles(positions, d, base)
    if layout == "interleaved":
        a, b = x[..., : d // 2], x[..., d // 2 :]
        return np.concatenate([a * cos - b * sin, b * cos + a * sin], axis=-1)
    a, b = x[..., 0::2], x[..., 1::2]
    out = np.empty(x.shape)
    out[..., 0::2] = a * cos - b * sin
    out[..., 1::2] = b * cos + a * sin
    return out
