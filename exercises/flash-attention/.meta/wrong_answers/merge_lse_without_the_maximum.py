# fails: merge_stable_for_lse_of_1e4
# mistake: merge_attention computes lse = log(exp(lse1) + exp(lse2)) directly, without subtracting the maximum, which is inf near lse = 1e4 and -inf near -1e4.
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
    lse = np.log(np.exp(lse1) + np.exp(lse2))
    out = (w1 / safe)[..., None] * out1 + (w2 / safe)[..., None] * out2
    return out, lse
