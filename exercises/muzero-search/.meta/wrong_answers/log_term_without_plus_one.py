# fails: ucb_matches_worked_example
# mistake: The log term is log((N + c2)/c2), without the + 1: the statement's is log((N + c2 + 1)/c2).
def ucb_scores(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    q, n, prior = (np.asarray(x, dtype=float) for x in (q, n, prior))
    total = n.sum()
    weight = (c1 + np.log((total + c2) / c2)) * np.sqrt(total) / (1 + n)  # + 1 missing
    value = np.where(n > 0, q, 0.0)
    if q_max > q_min:
        value = np.where(n > 0, (value - q_min) / (q_max - q_min), 0.0)
    return weight * prior + value
