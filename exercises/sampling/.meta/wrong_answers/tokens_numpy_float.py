# fails: tokens_return_a_python_float
# mistake: The result is a numpy float (a numpy sum of the powers) instead of a Python float.
def expected_tokens_per_step(alpha, k):
    if not 0 <= alpha <= 1:
        raise ValueError("alpha must be in [0, 1]")
    if k < 0:
        raise ValueError("k must be >= 0")
    return np.sum(alpha ** np.arange(k + 1.0))
