# fails: untried_arms_come_first_lowest_index
# mistake: Among the arms never played, the one with the highest index is chosen instead of the lowest.
def ucb_action(q, counts, c=2**0.5):
    q, counts = np.asarray(q, dtype=float), np.asarray(counts)
    if (counts == 0).any():
        return int(np.flatnonzero(counts == 0)[-1])
    return int(np.argmax(q + c * np.sqrt(np.log(counts.sum()) / counts)))
