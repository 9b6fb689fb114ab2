# fails: perm_stays_inside_each_head
# mistake: The last axis is split as (head_dim, num_heads), so head h is read as every num_heads-th column instead of the contiguous slice h * head_dim .. (h + 1) * head_dim - 1.
def interleaved_to_half(w, num_heads=1):
    w = np.asarray(w, dtype=float)
    width = w.shape[-1]
    if num_heads < 1 or width % num_heads != 0:
        raise ValueError("num_heads must divide the last axis")
    hd = width // num_heads
    if hd % 2 != 0:
        raise ValueError("the head dimension is odd")
    heads = w.reshape(w.shape[:-1] + (hd, num_heads))
    perm = np.concatenate([np.arange(0, hd, 2), np.arange(1, hd, 2)])
    return heads[..., perm, :].reshape(w.shape)
