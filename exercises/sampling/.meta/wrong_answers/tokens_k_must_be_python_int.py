# fails: tokens_k_may_be_a_numpy_integer
# mistake: k must be a Python int here (isinstance(k, int)), so a numpy integer such as np.int64(3), which the statement allows, raises ValueError.
def expected_tokens_per_step(alpha, k):
    if not 0 <= alpha <= 1:
        raise ValueError("alpha must be in [0, 1]")
    if not isinstance(k, int) or k < 0:
        raise ValueError("k must be >= 0")
    if alpha == 1:
        return float(k + 1)
    return float((1 - alpha ** (k + 1)) / (1 - alpha))
