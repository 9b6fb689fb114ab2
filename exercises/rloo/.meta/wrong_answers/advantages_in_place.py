# fails: inputs_are_not_modified
def rloo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    k = r.shape[1]
    if k < 2:
        raise ValueError("need k >= 2")
    baseline = (r.sum(axis=1, keepdims=True) - r) / (k - 1)
    r -= baseline  # the caller's array, when it was already float
    return r
