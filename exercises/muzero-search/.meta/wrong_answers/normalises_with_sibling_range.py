# fails: ucb_normalises_with_given_bounds_without_clipping
# mistake: The values are normalised with the range of these siblings' q; the bounds are q_min and q_max as given, the whole tree's.
def ucb_scores(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    q, n, prior = (np.asarray(x, dtype=float) for x in (q, n, prior))
    total = n.sum()
    weight = (c1 + np.log((total + c2 + 1) / c2)) * np.sqrt(total) / (1 + n)
    visited = n > 0
    low, high = q[visited].min(), q[visited].max()  # the siblings' range, not the tree's
    value = np.where(visited, q, 0.0)
    if high > low:
        value = np.where(visited, (value - low) / (high - low), 0.0)
    return weight * prior + value
