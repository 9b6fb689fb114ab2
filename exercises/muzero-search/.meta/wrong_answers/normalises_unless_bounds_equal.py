# fails: ucb_raw_values_unless_q_max_above_q_min
# mistake: Values are normalised whenever q_max ≠ q_min, reversed or infinite bounds included; the raw q is used unless q_max > q_min.
def ucb_scores(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    q, n, prior = (np.asarray(x, dtype=float) for x in (q, n, prior))
    total = n.sum()
    weight = (c1 + np.log((total + c2 + 1) / c2)) * np.sqrt(total) / (1 + n)
    value = np.where(n > 0, q, 0.0)
    if q_max != q_min:  # normalises with reversed (or infinite) bounds too
        value = np.where(n > 0, (value - q_min) / (q_max - q_min), 0.0)
    return weight * prior + value
