# fails: tokens_reject_alpha_outside_0_1
# mistake: alpha is not checked: a value below 0 or above 1 returns a number instead of raising ValueError.
def expected_tokens_per_step(alpha, k):
    if k < 0:
        raise ValueError("k must be >= 0")
    if alpha == 1:
        return float(k + 1)
    return float((1 - alpha ** (k + 1)) / (1 - alpha))
