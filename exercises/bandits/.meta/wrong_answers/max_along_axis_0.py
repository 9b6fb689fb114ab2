# fails: leading_axes_are_independent_rows
# mistake: The maximum and the number of tied arms are taken along axis 0 instead of the last axis, the arms.
def epsilon_greedy_probs(q, epsilon=0.1):
    q = np.asarray(q, dtype=float)
    k = q.shape[-1]
    greedy = q == q.max(axis=0, keepdims=True)
    return epsilon / k + (1 - epsilon) * greedy / greedy.sum(axis=0, keepdims=True)
