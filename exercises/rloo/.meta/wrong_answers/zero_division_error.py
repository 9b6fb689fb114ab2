# fails: advantages_reject_fewer_than_two_answers
# mistake: With k = 1 the division by k − 1 raises ZeroDivisionError; rloo_advantages must raise ValueError when k < 2.
def rloo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    k = r.shape[1]
    scale = 1 / (k - 1)  # ZeroDivisionError, not ValueError
    return r - (r.sum(axis=1, keepdims=True) - r) * scale
