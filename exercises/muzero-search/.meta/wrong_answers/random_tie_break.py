# fails: select_child_breaks_ties_to_lowest_index
# mistake: Ties are broken at random among the best children, as mctx does; the statement hands a tie to the lowest index.
_tie_rng = np.random.default_rng(7)  # seeded, so that the transcript is the same every run


def select_child(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    scores = ucb_scores(q, n, prior, q_min, q_max, c1, c2)
    best = np.flatnonzero(scores == scores.max())
    return int(_tie_rng.choice(best))  # mctx-style: any of the tied children
