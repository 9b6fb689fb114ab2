# fails: epsilon_greedy_returns_new_float64_arrays
# mistake: The result is allocated with np.full_like(q, ...), an integer array when q holds ints, so every probability is cut to 0 or 1.
def epsilon_greedy_probs(q, epsilon=0.1):
    q = np.asarray(q)
    k = q.shape[-1]
    probs = np.full_like(q, epsilon / k)
    greedy = q == q.max(axis=-1, keepdims=True)
    probs += (1 - epsilon) * greedy / greedy.sum(axis=-1, keepdims=True)
    return probs
