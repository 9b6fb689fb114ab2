# fails: sample_u_near_1_gives_the_last_positive_token
# mistake: The running sums are compared with u itself instead of u times their total, so weights that do not sum to exactly 1 give the wrong token or an index past the end.
def sample_token(probs, u):
    if not 0 <= u < 1:
        raise ValueError("u must be in [0, 1)")
    c = np.cumsum(np.asarray(probs, dtype=float))
    return int(np.searchsorted(c, u, side="right"))
