# fails: ucb_parent_count_is_sum_of_child_visits
# mistake: N is one more than the sum of the children's visits, the pseudocode's parent count; here N is the sum of the children's counts.
def ucb_scores(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    q, n, prior = (np.asarray(x, dtype=float) for x in (q, n, prior))
    total = n.sum() + 1  # the pseudocode's parent count, not the statement's sum of the children
    weight = (c1 + np.log((total + c2 + 1) / c2)) * np.sqrt(total) / (1 + n)
    value = np.where(n > 0, q, 0.0)
    if q_max > q_min:
        value = np.where(n > 0, (value - q_min) / (q_max - q_min), 0.0)
    return weight * prior + value
