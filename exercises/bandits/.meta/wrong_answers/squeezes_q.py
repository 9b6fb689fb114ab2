# fails: one_arm_gets_probability_one
# mistake: q is squeezed first, so a column of one-arm rows (k = 1) is read as a single row of several arms.
def epsilon_greedy_probs(q, epsilon=0.1):
    q = np.squeeze(np.asarray(q, dtype=float))
    q = np.atleast_1d(q)
    k = q.shape[-1]
    greedy = q == q.max(axis=-1, keepdims=True)
    return epsilon / k + (1 - epsilon) * greedy / greedy.sum(axis=-1, keepdims=True)
