# fails: sample_rejects_u_outside_0_1
# mistake: u = 1 is accepted (the check is 0 <= u <= 1) instead of raising ValueError: a uniform draw lies in [0, 1).
def sample_token(probs, u):
    if not 0 <= u <= 1:
        raise ValueError("u must be in [0, 1)")
    c = np.cumsum(np.asarray(probs, dtype=float))
    return int(np.searchsorted(c, u * c[-1], side="right"))
