# fails: merge_accepts_lists_and_returns_new_arrays
# mistake: When one part is empty in every row, merge_attention returns the other part's own arrays instead of new ones, so the result shares memory with the caller's inputs.
def merge_attention(out1, lse1, out2, lse2):
    out1 = np.asarray(out1, dtype=float)
    out2 = np.asarray(out2, dtype=float)
    lse1 = np.asarray(lse1, dtype=float)
    lse2 = np.asarray(lse2, dtype=float)
    if np.all(lse2 == -np.inf):
        return out1, lse1
    if np.all(lse1 == -np.inf):
        return out2, lse2
    top = np.maximum(lse1, lse2)
    base = np.where(np.isfinite(top), top, 0.0)
    w1 = np.exp(lse1 - base)
    w2 = np.exp(lse2 - base)
    total = w1 + w2
    seen = total > 0
    safe = np.where(seen, total, 1.0)
    lse = np.where(seen, base + np.log(safe), -np.inf)
    out = (w1 / safe)[..., None] * out1 + (w2 / safe)[..., None] * out2
    return out, lse
