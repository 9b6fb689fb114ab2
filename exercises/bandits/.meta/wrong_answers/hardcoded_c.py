# fails: ucb_uses_the_c_argument
# mistake: The c argument is ignored: the bonus always uses sqrt(2).
def ucb_action(q, counts, c=2**0.5):
    q, counts = np.asarray(q, dtype=float), np.asarray(counts)
    if (counts == 0).any():
        return int(np.flatnonzero(counts == 0)[0])
    return int(np.argmax(q + np.sqrt(2 * np.log(counts.sum()) / counts)))
