# fails: select_child_matches_worked_examples
# mistake: select_child returns the child with the lowest score instead of the highest.
def select_child(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    return int(np.argmin(ucb_scores(q, n, prior, q_min, q_max, c1, c2)))
