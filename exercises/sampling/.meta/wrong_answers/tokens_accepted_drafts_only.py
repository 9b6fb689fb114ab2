# fails: tokens_sum_of_the_first_k_plus_1_powers
# mistake: Only the accepted drafts are counted, alpha + ... + alpha^k, leaving out the token every step adds (the replacement or the bonus).
def expected_tokens_per_step(alpha, k):
    if not 0 <= alpha <= 1:
        raise ValueError("alpha must be in [0, 1]")
    if k < 0:
        raise ValueError("k must be >= 0")
    if alpha == 1:
        return float(k)
    return float((1 - alpha ** (k + 1)) / (1 - alpha) - 1)
