# fails: epsilon_greedy_matches_spec_examples
# mistake: The default epsilon is 0.05 instead of 0.1.
def epsilon_greedy_probs(q, epsilon=0.05):
    q = np.asarray(q, dtype=float)
    k = q.shape[-1]
    greedy = q == q.max(axis=-1, keepdims=True)
    return epsilon / k + (1 - epsilon) * greedy / greedy.sum(axis=-1, keepdims=True)
