# fails: merge_with_one_part_empty
# mistake: merge_attention replaces an lse of -inf by 0 before weighting, so an empty part gets a weight and its output rows, which must be ignored, are mixed in.
def merge_attention(out1, lse1, out2, lse2):
    out1 = np.asarray(out1, dtype=float)
    out2 = np.asarray(out2, dtype=float)
    lse1 = np.asarray(lse1, dtype=float)
    lse2 = np.asarray(lse2, dtype=float)
    lse1 = np.where(np.isfinite(lse1), lse1, 0.0)
    lse2 = np.where(np.isfinite(lse2), lse2, 0.0)
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
