# fails: select_child_matches_worked_examples
# mistake: At a fresh node (every n_a = 0) this picks the largest prior, as mctx would; with N = 0 every score is 0 and the statement picks index 0.
def select_child(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    if np.sum(n) == 0:
        return int(np.argmax(prior))  # what mctx would do; the statement says index 0
    return int(np.argmax(ucb_scores(q, n, prior, q_min, q_max, c1, c2)))
