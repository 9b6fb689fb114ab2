# fails: merge_with_both_parts_empty
# mistake: merge_attention measures the weights from M = max(lse1, lse2) as it is, so where both parts are empty exp(-inf - (-inf)) = nan instead of zeros and lse = -inf.
def merge_attention(out1, lse1, out2, lse2):
    out1 = np.asarray(out1, dtype=float)
    out2 = np.asarray(out2, dtype=float)
    lse1 = np.asarray(lse1, dtype=float)
    lse2 = np.asarray(lse2, dtype=float)
    top = np.maximum(lse1, lse2)
    lse = top + np.log(np.exp(lse1 - top) + np.exp(lse2 - top))
    out = np.exp(lse1 - lse)[..., None] * out1 + np.exp(lse2 - lse)[..., None] * out2
    return out, lse
