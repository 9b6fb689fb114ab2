# fails: near_ties_are_not_ties
# mistake: Arms within np.isclose of the maximum count as tied, so 1.0 and 1.0 + 1e-12 share the greedy probability.
def epsilon_greedy_probs(q, epsilon=0.1):
    q = np.asarray(q, dtype=float)
    k = q.shape[-1]
    greedy = np.isclose(q, q.max(axis=-1, keepdims=True))
    return epsilon / k + (1 - epsilon) * greedy / greedy.sum(axis=-1, keepdims=True)
