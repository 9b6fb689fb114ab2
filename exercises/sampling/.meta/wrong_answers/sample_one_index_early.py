# fails: sample_never_returns_a_zero_probability_token
# mistake: The token is the last index whose running sum is <= u times the total, one index before the first one strictly above it, so a zero-probability token comes out.
def sample_token(probs, u):
    if not 0 <= u < 1:
        raise ValueError("u must be in [0, 1)")
    c = np.cumsum(np.asarray(probs, dtype=float))
    return int(max(np.searchsorted(c, u * c[-1], side="right") - 1, 0))
