# fails: sample_accepts_lists_and_integer_weights
# mistake: probs is used as an array without converting it (probs.cumsum()), so a plain list fails instead of working like an array.
def sample_token(probs, u):
    if not 0 <= u < 1:
        raise ValueError("u must be in [0, 1)")
    c = probs.cumsum()
    return int(np.searchsorted(c, u * c[-1], side="right"))
