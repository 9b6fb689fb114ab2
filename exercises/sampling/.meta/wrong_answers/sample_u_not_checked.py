# fails: sample_rejects_u_outside_0_1
# mistake: u is not checked: a negative u, u = 1 or u above 1 returns a token instead of raising ValueError (0 <= u < 1).
def sample_token(probs, u):
    c = np.cumsum(np.asarray(probs, dtype=float))
    return int(np.searchsorted(c, u * c[-1], side="right"))
