# fails: inputs_are_not_modified
# mistake: The unvisited children's q is zeroed inside the caller's q array; the inputs must be left unchanged.
def ucb_scores(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    q = np.asarray(q, dtype=float)  # the caller's own array when q is already float64
    n, prior = np.asarray(n, dtype=float), np.asarray(prior, dtype=float)
    q[n == 0] = 0.0
    total = n.sum()
    weight = (c1 + np.log((total + c2 + 1) / c2)) * np.sqrt(total) / (1 + n)
    if q_max > q_min:
        q = np.where(n > 0, (q - q_min) / (q_max - q_min), 0.0)
    return weight * prior + q
