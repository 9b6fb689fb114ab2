# fails: bonus_uses_ln_of_the_total_plays
# mistake: n is taken as the number of arms k instead of the total number of plays, sum(counts).
def ucb_action(q, counts, c=2**0.5):
    q, counts = np.asarray(q, dtype=float), np.asarray(counts)
    if (counts == 0).any():
        return int(np.flatnonzero(counts == 0)[0])
    n = len(counts)
    return int(np.argmax(q + c * np.sqrt(np.log(n) / counts)))
