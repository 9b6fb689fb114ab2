# fails: perm_leaves_w_unchanged
# mistake: The permuted columns are written back into w, which changes the caller's weights and returns them instead of a new array.
def interleaved_to_half(w, num_heads=1):
    w = np.asarray(w, dtype=float)
    width = w.shape[-1]
    if num_heads < 1 or width % num_heads != 0:
        raise ValueError("num_heads must divide the last axis")
    hd = width // num_heads
    if hd % 2 != 0:
        raise ValueError("the head dimension is odd")
    perm = np.concatenate([np.arange(0, hd, 2), np.arange(1, hd, 2)])
    columns = (np.arange(num_heads)[:, None] * hd + perm).reshape(-1)
    w[...] = w[..., columns]
    return w
