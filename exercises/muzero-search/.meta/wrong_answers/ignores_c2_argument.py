# fails: ucb_uses_c1_and_c2_arguments
# mistake: ucb_scores always uses c2 = 19652 in the exploration weight, so the c2 passed in is ignored.
def ucb_scores(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    q, n, prior = (np.asarray(x, dtype=float) for x in (q, n, prior))
    total = n.sum()
    weight = (c1 + np.log((total + 19652.0 + 1) / 19652.0)) * np.sqrt(total) / (1 + n)
    value = np.where(n > 0, q, 0.0)
    if q_max > q_min:
        value = np.where(n > 0, (value - q_min) / (q_max - q_min), 0.0)
    return weight * prior + value
