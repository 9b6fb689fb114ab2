# fails: select_child_uses_c1_and_c2_arguments
# mistake: select_child passes c1 on to the scores but not c2, so the c2 given is ignored.
def select_child(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    return int(np.argmax(ucb_scores(q, n, prior, q_min, q_max, c1=c1)))
