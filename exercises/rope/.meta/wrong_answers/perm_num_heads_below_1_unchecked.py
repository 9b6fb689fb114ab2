# fails: perm_rejects_num_heads_below_1
# mistake: num_heads below 1 is not refused: 0 raises ZeroDivisionError and a negative number of heads returns an empty array, instead of ValueError.
def interleaved_to_half(w, num_heads=1):
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
