# fails: merge_is_symmetric_in_its_parts
# mistake: merge_attention measures both weights from lse1 instead of from the larger of the two, so when lse2 is far larger exp(lse2 - lse1) overflows and the merge is not symmetric.
def merge_attention(out1, lse1, out2, lse2):
    out1 = np.asarray(out1, dtype=float)
    out2 = np.asarray(out2, dtype=float)
    lse1 = np.asarray(lse1, dtype=float)
    lse2 = np.asarray(lse2, dtype=float)
    top = np.where(np.isfinite(lse1), lse1, lse2)
    base = np.where(np.isfinite(top), top, 0.0)
    w1 = np.exp(lse1 - base)
    w2 = np.exp(lse2 - base)
    total = w1 + w2
    seen = total > 0
    safe = np.where(seen, total, 1.0)
    lse = np.where(seen, base + np.log(safe), -np.inf)
    out = (w1 / safe)[..., None] * out1 + (w2 / safe)[..., None] * out2
    return out, lse
