# fails: accepts_lists_and_integer_arrays
# mistake: At a fresh node the scores are zeros shaped like q, an integer array for integer q; ucb_scores returns float64.
_right_ucb_scores = ucb_scores


def ucb_scores(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    if np.sum(n) == 0:
        return np.zeros_like(q)  # a shortcut for a fresh node: integer zeros for integer q
    return _right_ucb_scores(q, n, prior, q_min, q_max, c1, c2)
