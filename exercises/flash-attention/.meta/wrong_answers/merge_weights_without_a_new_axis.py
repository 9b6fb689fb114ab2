# fails: merge_weights_scale_whole_output_rows
# mistake: merge_attention multiplies the outputs (..., dv) by weights of shape (...) without giving them an axis for dv, so the weights are spread along the wrong axis (or do not broadcast).
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
    out = (w1 / safe) * out1 + (w2 / safe) * out2
    return out, lse
