# fails: inputs_are_not_modified
# mistake: The probabilities are written into np.asarray(q, dtype=float), which is the caller's own array when q is already float64.
def epsilon_greedy_probs(q, epsilon=0.1):
    probs = np.asarray(q, dtype=float)
    k = probs.shape[-1]
    greedy = probs == probs.max(axis=-1, keepdims=True)
    probs[...] = epsilon / k + (1 - epsilon) * greedy / greedy.sum(axis=-1, keepdims=True)
    return probs
