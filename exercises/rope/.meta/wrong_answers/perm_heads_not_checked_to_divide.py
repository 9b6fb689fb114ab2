# fails: perm_rejects_num_heads_that_do_not_divide
# mistake: The head dimension is the last axis // num_heads without checking that num_heads divides it, so the left-over columns are dropped instead of raising ValueError.
def interleaved_to_half(w, num_heads=1):
    w = np.asarray(w, dtype=float)
    if num_heads < 1:
        raise ValueError("num_heads must be at least 1")
    hd = w.shape[-1] // num_heads
    if hd % 2 != 0:
        raise ValueError("the head dimension is odd")
    perm = np.concatenate([np.arange(0, hd, 2), np.arange(1, hd, 2)])
    columns = (np.arange(num_heads)[:, None] * hd + perm).reshape(-1)
    return w[..., columns]
