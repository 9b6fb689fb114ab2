# fails: perm_puts_even_coordinates_first
# mistake: The inverse permutation is applied within each head, [0, h, 1, h + 1, ...] (h = head_dim / 2), which turns the half layout into the interleaved one instead of new[j] = old[perm[j]] with perm = [0, 2, 4, ..., 1, 3, 5, ...].
def interleaved_to_half(w, num_heads=1):
    w = np.asarray(w, dtype=float)
    width = w.shape[-1]
    if num_heads < 1 or width % num_heads != 0:
        raise ValueError("num_heads must divide the last axis")
    hd = width // num_heads
    if hd % 2 != 0:
        raise ValueError("the head dimension is odd")
    perm = np.stack([np.arange(hd // 2), np.arange(hd // 2) + hd // 2], axis=-1).reshape(-1)
    columns = (np.arange(num_heads)[:, None] * hd + perm).reshape(-1)
    return w[..., columns]
