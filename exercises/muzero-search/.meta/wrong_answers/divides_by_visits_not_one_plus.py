# fails: ucb_matches_worked_example
# mistake: The exploration weight divides by n_a instead of 1 + n_a, so an unvisited child's score is infinite or nan.
def ucb_scores(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    q, n, prior = (np.asarray(x, dtype=float) for x in (q, n, prior))
    total = n.sum()
    with np.errstate(divide="ignore", invalid="ignore"):
        weight = (c1 + np.log((total + c2 + 1) / c2)) * np.sqrt(total) / n  # inf when n = 0
    value = np.where(n > 0, q, 0.0)
    if q_max > q_min:
        value = np.where(n > 0, (value - q_min) / (q_max - q_min), 0.0)
    return weight * prior + value
