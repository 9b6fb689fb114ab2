# fails: ucb_ignores_q_of_unvisited_children_even_huge
# mistake: Every q is normalised before unvisited children are masked out, so a huge unvisited q becomes inf and inf × 0 gives nan.
def ucb_scores(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    q, n, prior = (np.asarray(x, dtype=float) for x in (q, n, prior))
    total = n.sum()
    weight = (c1 + np.log((total + c2 + 1) / c2)) * np.sqrt(total) / (1 + n)
    value = (q - q_min) / (q_max - q_min) if q_max > q_min else q
    return weight * prior + value * (n > 0)  # 1e300 / tiny range = inf, and inf * 0 = nan
