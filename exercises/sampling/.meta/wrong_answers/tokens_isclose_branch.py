# fails: tokens_just_below_alpha_1
# mistake: The alpha = 1 case is taken for every alpha np.isclose to 1 (within about 1e-5), which returns k + 1 where the value is already visibly below it.
def expected_tokens_per_step(alpha, k):
    if not 0 <= alpha <= 1:
        raise ValueError("alpha must be in [0, 1]")
    if k < 0:
        raise ValueError("k must be >= 0")
    if np.isclose(alpha, 1.0):
        return float(k + 1)
    return float((1 - alpha ** (k + 1)) / (1 - alpha))
