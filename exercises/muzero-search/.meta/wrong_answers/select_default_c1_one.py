# fails: select_child_default_c1_and_c2
# mistake: select_child's default c1 is 1.0; the statement's default is c1 = 1.25.
def select_child(q, n, prior, q_min, q_max, c1=1.0, c2=19652.0):  # c1 should default to 1.25
    return int(np.argmax(ucb_scores(q, n, prior, q_min, q_max, c1, c2)))
