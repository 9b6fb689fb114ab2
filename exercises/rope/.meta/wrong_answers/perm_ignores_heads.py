# fails: perm_stays_inside_each_head
# mistake: The whole last axis is permuted as one head, even and odd columns across all heads, instead of each head's contiguous slice on its own.
def interleaved_to_half(w, num_heads=1):
    w = np.asarray(w, dtype=float)
    width = w.shape[-1]
    if num_heads < 1 or width % num_heads != 0:
        raise ValueError("num_heads must divide the last axis")
    if (width // num_heads) % 2 != 0:
        raise ValueError("the head dimension is odd")
    perm = np.concatenate([np.arange(0, width, 2), np.arange(1, width, 2)])
    return w[..., perm]
