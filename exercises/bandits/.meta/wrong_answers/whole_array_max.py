# fails: leading_axes_are_independent_rows
# mistake: The maximum is taken over the whole array instead of each row, so a row whose best arm is below the overall maximum has no greedy arm.
def epsilon_greedy_probs(q, epsilon=0.1):
    q = np.asarray(q, dtype=float)
    k = q.shape[-1]
    greedy = q == q.max()
    with np.errstate(invalid="ignore", divide="ignore"):
        return epsilon / k + (1 - epsilon) * greedy / greedy.sum(axis=-1, keepdims=True)
