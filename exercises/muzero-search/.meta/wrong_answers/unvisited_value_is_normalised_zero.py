# fails: ucb_value_of_unvisited_child_is_zero
# mistake: An unvisited child's value 0 is normalised too, becoming −q_min/(q_max − q_min); its value term must stay 0.
def ucb_scores(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    q, n, prior = (np.asarray(x, dtype=float) for x in (q, n, prior))
    total = n.sum()
    weight = (c1 + np.log((total + c2 + 1) / c2)) * np.sqrt(total) / (1 + n)
    value = np.where(n > 0, q, 0.0)
    if q_max > q_min:
        value = (value - q_min) / (q_max - q_min)  # an unvisited 0 becomes -q_min / range
    return weight * prior + value
