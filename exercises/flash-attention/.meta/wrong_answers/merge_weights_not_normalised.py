# fails: merge_of_tiled_halves_is_tiled_over_all_keys
# mistake: merge_attention weights the outputs by exp(lse_i - M) without dividing by their sum, where the statement's weights exp(lse_i - lse) add up to 1.
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
    out = w1[..., None] * out1 + w2[..., None] * out2
    return out, lse
