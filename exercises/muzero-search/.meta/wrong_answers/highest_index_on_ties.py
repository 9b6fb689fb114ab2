# fails: select_child_breaks_ties_to_lowest_index
# mistake: A tie does not go to the lowest index (here the highest won, as with a max over (score, action) tuples or a random pick among the best); the statement hands a tie to the lowest index.
def select_child(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    scores = ucb_scores(q, n, prior, q_min, q_max, c1, c2)
    # Like the pseudocode's max over (score, action) tuples: the highest action wins a tie.
    best = max((score, action) for action, score in enumerate(scores.tolist()))
    return best[1]
