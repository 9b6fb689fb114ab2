# fails: perm_accepts_numpy_integer_num_heads
# mistake: num_heads must be a Python int here (isinstance(num_heads, int)), so a numpy integer such as np.int64(2), which the statement allows, raises ValueError.
def interleaved_to_half(w, num_heads=1):
    if not isinstance(num_heads, int) or num_heads < 1:
        raise ValueError("num_heads must be a positive int")
    w = np.asarray(w, dtype=float)
    width = w.shape[-1]
    if width % num_heads != 0:
        raise ValueError("num_heads must divide the last axis")
    hd = width // num_heads
    if hd % 2 != 0:
        raise ValueError("the head dimension is odd")
    perm = np.concatenate([np.arange(0, hd, 2), np.arange(1, hd, 2)])
    columns = (np.arange(num_heads)[:, None] * hd + perm).reshape(-1)
    return w[..., columns]
