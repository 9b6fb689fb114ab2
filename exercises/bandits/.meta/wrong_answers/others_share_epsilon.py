# fails: epsilon_zero_is_greedy_and_one_is_uniform
# mistake: epsilon is split among the non-greedy arms only, instead of epsilon / k going to every arm, the greedy ones included.
def epsilon_greedy_probs(q, epsilon=0.1):
    q = np.asarray(q, dtype=float)
    k = q.shape[-1]
    greedy = q == q.max(axis=-1, keepdims=True)
    tied = greedy.sum(axis=-1, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(greedy, (1 - epsilon) / tied, epsilon / (k - tied))
