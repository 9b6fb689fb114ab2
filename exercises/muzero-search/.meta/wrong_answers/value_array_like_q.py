# fails: accepts_lists_and_integer_arrays
# mistake: The value terms are stored in an array like q, so with integer q the normalised values are truncated; scores are float64.
def ucb_scores(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    q = np.asarray(q)
    n, prior = np.asarray(n, dtype=float), np.asarray(prior, dtype=float)
    total = n.sum()
    weight = (c1 + np.log((total + c2 + 1) / c2)) * np.sqrt(total) / (1 + n)
    value = np.zeros_like(q)  # an integer array for integer q: the fractions are truncated
    visited = n > 0
    value[visited] = q[visited]
    if q_max > q_min:
        value[visited] = (q[visited] - q_min) / (q_max - q_min)
    return weight * prior + value
