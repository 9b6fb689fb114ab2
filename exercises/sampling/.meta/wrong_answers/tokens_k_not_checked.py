# fails: tokens_reject_a_negative_k
# mistake: k is not checked: a negative k returns a number instead of raising ValueError.
def expected_tokens_per_step(alpha, k):
    if not 0 <= alpha <= 1:
        raise ValueError("alpha must be in [0, 1]")
    if alpha == 1:
        return float(k + 1)
    return float((1 - alpha ** (k + 1)) / (1 - alpha))
