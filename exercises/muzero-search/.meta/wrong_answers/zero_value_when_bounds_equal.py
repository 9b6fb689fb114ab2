# fails: ucb_raw_values_unless_q_max_above_q_min
# mistake: When q_max ≤ q_min every value term is 0; without a range the statement uses the raw q of visited children.
def ucb_scores(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    q, n, prior = (np.asarray(x, dtype=float) for x in (q, n, prior))
    total = n.sum()
    weight = (c1 + np.log((total + c2 + 1) / c2)) * np.sqrt(total) / (1 + n)
    span = max(q_max - q_min, 0.0)
    value = np.where(n > 0, (q - q_min) / span if span > 0 else 0.0, 0.0)  # 0, not raw q
    return weight * prior + value
