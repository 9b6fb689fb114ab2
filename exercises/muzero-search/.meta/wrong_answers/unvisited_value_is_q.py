# fails: ucb_value_of_unvisited_child_is_zero
# mistake: Unvisited children get a value term from their q like visited ones; an unvisited child's value term is 0 and its q is never read.
def ucb_scores(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    q, n, prior = (np.asarray(x, dtype=float) for x in (q, n, prior))
    total = n.sum()
    weight = (c1 + np.log((total + c2 + 1) / c2)) * np.sqrt(total) / (1 + n)
    value = (q - q_min) / (q_max - q_min) if q_max > q_min else q  # every child, visited or not
    return weight * prior + value
