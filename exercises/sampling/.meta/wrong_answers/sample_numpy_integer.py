# fails: sample_returns_a_python_int
# mistake: The token is returned as a numpy integer (what np.searchsorted gives) instead of a Python int.
def sample_token(probs, u):
    if not 0 <= u < 1:
        raise ValueError("u must be in [0, 1)")
    c = np.cumsum(np.asarray(probs, dtype=float))
    return np.searchsorted(c, u * c[-1], side="right")
