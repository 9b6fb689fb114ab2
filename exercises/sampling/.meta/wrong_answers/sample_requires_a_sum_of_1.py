# fails: sample_unnormalised_weights
# mistake: probs must sum to 1 here (ValueError otherwise), although the statement allows any non-negative weights with a positive sum.
def sample_token(probs, u):
    if not 0 <= u < 1:
        raise ValueError("u must be in [0, 1)")
    c = np.cumsum(np.asarray(probs, dtype=float))
    if not np.isclose(c[-1], 1.0):
        raise ValueError("probs must sum to 1")
    return int(np.searchsorted(c, u * c[-1], side="right"))
