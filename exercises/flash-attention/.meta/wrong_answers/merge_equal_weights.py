# fails: merge_of_two_parts_is_attention_over_their_union
# mistake: merge_attention averages the two outputs with equal weights instead of weighting each by exp(lse_i - lse), its share of the whole sum of exponentials.
def merge_attention(out1, lse1, out2, lse2):
    out1 = np.asarray(out1, dtype=float)
    out2 = np.asarray(out2, dtype=float)
    lse1 = np.asarray(lse1, dtype=float)
    lse2 = np.asarray(lse2, dtype=float)
    top = np.maximum(lse1, lse2)
    base = np.where(np.isfinite(top), top, 0.0)
    total = np.exp(lse1 - base) + np.exp(lse2 - base)
    seen = total > 0
    lse = np.where(seen, base + np.log(np.where(seen, total, 1.0)), -np.inf)
    return (out1 + out2) / 2, lse
