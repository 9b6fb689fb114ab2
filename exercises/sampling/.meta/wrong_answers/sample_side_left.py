# fails: sample_first_running_sum_above_u
# mistake: The token is the first index whose running sum is >= u times the total instead of strictly above it, so a zero-probability token can come out (at u = 0, say).
def sample_token(probs, u):
    if not 0 <= u < 1:
        raise ValueError("u must be in [0, 1)")
    c = np.cumsum(np.asarray(probs, dtype=float))
    return int(np.searchsorted(c, u * c[-1], side="left"))
