# fails: inputs_are_not_modified
# mistake: The baseline is subtracted in place, inside the caller's rewards array when it is already float; the inputs must be left unchanged.
def rloo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    k = r.shape[1]
    if k < 2:
        raise ValueError("need k >= 2")
    baseline = (r.sum(axis=1, keepdims=True) - r) / (k - 1)
    r -= baseline  # the caller's array, when it was already float
    return r
