# fails: merge_stable_for_lse_of_1e4
# mistake: merge_attention weights the parts by exp(lse1) and exp(lse2) without subtracting the maximum, which overflows to inf / inf (or underflows to 0 / 0) for log-sum-exps of +-1e4.
def merge_attention(out1, lse1, out2, lse2):
    out1 = np.asarray(out1, dtype=float)
    out2 = np.asarray(out2, dtype=float)
    lse1 = np.asarray(lse1, dtype=float)
    lse2 = np.asarray(lse2, dtype=float)
    e1, e2 = np.exp(lse1), np.exp(lse2)
    total = e1 + e2
    safe = np.where(total > 0, total, 1.0)
    out = (e1 / safe)[..., None] * out1 + (e2 / safe)[..., None] * out2
    return out, np.log(total)
