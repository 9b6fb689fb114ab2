# fails: select_child_uses_c1_and_c2_arguments
# mistake: select_child never passes c1 and c2 on to the scores, so the values given are ignored.
def select_child(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    return int(np.argmax(ucb_scores(q, n, prior, q_min, q_max)))  # c1, c2 never passed on
