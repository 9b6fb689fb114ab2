# fails: tokens_k_plus_1_at_alpha_1
# mistake: alpha = 1 has no case of its own: the closed form divides 0 by 0 there instead of giving k + 1.
def expected_tokens_per_step(alpha, k):
    if not 0 <= alpha <= 1:
        raise ValueError("alpha must be in [0, 1]")
    if k < 0:
        raise ValueError("k must be >= 0")
    return float((1 - alpha ** (k + 1)) / (1 - alpha))
