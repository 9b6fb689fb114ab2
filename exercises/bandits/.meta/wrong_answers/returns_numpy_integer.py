# fails: ucb_returns_a_python_int
# mistake: The arm is returned as the numpy integer that np.argmax gives instead of a Python int.
def ucb_action(q, counts, c=2**0.5):
    q, counts = np.asarray(q, dtype=float), np.asarray(counts)
    if (counts == 0).any():
        return np.flatnonzero(counts == 0)[0]
    return np.argmax(q + c * np.sqrt(np.log(counts.sum()) / counts))
