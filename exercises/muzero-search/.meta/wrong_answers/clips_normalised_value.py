# fails: ucb_normalises_with_given_bounds_without_clipping
# mistake: The normalised value is clipped to [0, 1]; a q outside the tree's bounds keeps a normalised value outside [0, 1].
def ucb_scores(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    q, n, prior = (np.asarray(x, dtype=float) for x in (q, n, prior))
    total = n.sum()
    weight = (c1 + np.log((total + c2 + 1) / c2)) * np.sqrt(total) / (1 + n)
    value = np.where(n > 0, q, 0.0)
    if q_max > q_min:
        value = np.where(n > 0, np.clip((value - q_min) / (q_max - q_min), 0.0, 1.0), 0.0)
    return weight * prior + value
