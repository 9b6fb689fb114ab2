# fails: perm_returns_new_float64_arrays
# mistake: w is permuted in the dtype it came in, so integer or float32 weights come back as integers or float32 instead of float64.
def interleaved_to_half(w, num_heads=1):
    w = np.asarray(w)
    width = w.shape[-1]
    if num_heads < 1 or width % num_heads != 0:
        raise ValueError("num_heads must divide the last axis")
    hd = width // num_heads
    if hd % 2 != 0:
        raise ValueError("the head dimension is odd")
    perm = np.concatenate([np.arange(0, hd, 2), np.arange(1, hd, 2)])
    columns = (np.arange(num_heads)[:, None] * hd + perm).reshape(-1)
    return w[..., columns]
