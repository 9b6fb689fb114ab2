# fails: rope_turns_each_pair_counter_clockwise
# mistake: rotate_half is written as [x2, -x1] instead of [-x2, x1], so in the half layout every pair turns by minus the angle.
def apply_rope(x, positions, base=10000.0, layout="half"):
    x = np.asarray(x, dtype=float)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("the last axis must be even")
    cos, sin = rope_angles(positions, d, base)
    if layout == "half":
        cos2 = np.concatenate([cos, cos], axis=-1)
        sin2 = np.concatenate([sin, sin], axis=-1)
        rotated = np.concatenate([x[..., d // 2 :], -x[..., : d // 2]], axis=-1)
        return x * cos2 + rotated * sin2
    if layout == "interleaved":
        a, b = x[..., 0::2], x[..., 1::2]
        out = np.empty(x.shape)
        out[..., 0::2] = a * cos - b * sin
        out[..., 1::2] = b * cos + a * sin
        return out
    raise ValueError("unknown layout")
