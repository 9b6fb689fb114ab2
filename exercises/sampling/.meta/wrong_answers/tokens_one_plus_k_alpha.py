# fails: tokens_sum_of_the_first_k_plus_1_powers
# mistake: The expected tokens are taken as 1 + k * alpha, as if every draft were tried whatever happened before, instead of 1 + alpha + ... + alpha^k: drafting stops at the first rejection.
def expected_tokens_per_step(alpha, k):
    if not 0 <= alpha <= 1:
        raise ValueError("alpha must be in [0, 1]")
    if k < 0:
        raise ValueError("k must be >= 0")
    return float(1 + k * alpha)
