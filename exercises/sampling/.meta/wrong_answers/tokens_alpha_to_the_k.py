# fails: tokens_1_when_no_draft_can_count
# mistake: The closed form uses alpha^k instead of alpha^(k+1), which counts k - 1 drafts (0 tokens for k = 0).
def expected_tokens_per_step(alpha, k):
    if not 0 <= alpha <= 1:
        raise ValueError("alpha must be in [0, 1]")
    if k < 0:
        raise ValueError("k must be >= 0")
    if alpha == 1:
        return float(k)
    return float((1 - alpha**k) / (1 - alpha))
