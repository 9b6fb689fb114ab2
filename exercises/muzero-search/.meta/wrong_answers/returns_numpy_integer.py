# fails: select_child_returns_python_int
# mistake: select_child's index is right but comes back as a numpy integer; the statement asks for a Python int.
def select_child(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    return np.argmax(ucb_scores(q, n, prior, q_min, q_max, c1, c2))  # a numpy.int64
