# fails: rope_each_pair_turns_at_its_own_frequency
# mistake: In the interleaved layout the frequencies are laid out as Hugging Face's tables, [theta_0, theta_1, ..., theta_0, theta_1, ...], so coordinates 2i and 2i + 1 turn at different rates instead of both at theta_i.
def apply_rope(x, positions, base=10000.0, layout="half"):
    x = np.asarray(x, dtype=float)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("the last axis must be even")
    cos, sin = rope_angles(positions, d, base)
    cos = np.concatenate([cos, cos], axis=-1)
    sin = np.concatenate([sin, sin], axis=-1)
    if layout == "half":
        rotated = np.concatenate([-x[..., d // 2 :], x[..., : d // 2]], axis=-1)
    elif layout == "interleaved":
        rotated = np.empty(x.shape)
        rotated[..., 0::2] = -x[..., 1::2]
        rotated[..., 1::2] = x[..., 0::2]
    else:
        raise ValueError("unknown layout")
    return x * cos + rotated * sin
