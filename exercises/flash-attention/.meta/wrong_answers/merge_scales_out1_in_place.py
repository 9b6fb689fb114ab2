# fails: merge_leaves_inputs_unchanged
# mistake: merge_attention multiplies out1 by its weight in place (out1 *= ...) on the array it was given (np.asarray does not copy a float64 array), so the caller's partial output changes.
def merge_attention(out1, lse1, out2, lse2):
    out1 = np.asarray(out1, dtype=float)
    out2 = np.asarray(out2, dtype=float)
    lse1 = np.asarray(lse1, dtype=float)
    lse2 = np.asarray(lse2, dtype=float)
    top = np.maximum(lse1, lse2)
    base = np.where(np.isfinite(top), top, 0.0)
    w1 = np.exp(lse1 - base)
    w2 = np.exp(lse2 - base)
    total = w1 + w2
    seen = total > 0
    safe = np.where(seen, total, 1.0)
    lse = np.where(seen, base + np.log(safe), -np.inf)
    out1 *= (w1 / safe)[..., None]
    out = out1 + (w2 / safe)[..., None] * out2
    return out, lse
