# fails: ucb_ties_go_to_the_lowest_index
# mistake: Among arms with exactly equal scores, the highest index wins instead of the lowest.
def ucb_action(q, counts, c=2**0.5):
    q, counts = np.asarray(q, dtype=float), np.asarray(counts)
    if (counts == 0).any():
        return int(np.flatnonzero(counts == 0)[0])
    scores = q + c * np.sqrt(np.log(counts.sum()) / counts)
    return int(len(scores) - 1 - np.argmax(scores[::-1]))
