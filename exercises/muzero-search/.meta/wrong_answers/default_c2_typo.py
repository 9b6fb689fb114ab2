# fails: ucb_default_c1_and_c2
# mistake: ucb_scores's default c2 is 19625, two digits swapped; the statement's default is c2 = 19652.
def ucb_scores(q, n, prior, q_min, q_max, c1=1.25, c2=19625.0):  # digits swapped
    q, n, prior = (np.asarray(x, dtype=float) for x in (q, n, prior))
    total = n.sum()
    weight = (c1 + np.log((total + c2 + 1) / c2)) * np.sqrt(total) / (1 + n)
    value = np.where(n > 0, q, 0.0)
    if q_max > q_min:
        value = np.where(n > 0, (value - q_min) / (q_max - q_min), 0.0)
    return weight * prior + value
