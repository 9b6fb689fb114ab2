# fails: epsilon_zero_is_greedy_and_one_is_uniform
# mistake: At epsilon = 0 the function returns a one-hot on np.argmax, so the tied best arms no longer share the probability.
def epsilon_greedy_probs(q, epsilon=0.1):
    q = np.asarray(q, dtype=float)
    k = q.shape[-1]
    if epsilon == 0:
        return (np.arange(k) == np.argmax(q, axis=-1)[..., None]).astype(float)
    greedy = q == q.max(axis=-1, keepdims=True)
    return epsilon / k + (1 - epsilon) * greedy / greedy.sum(axis=-1, keepdims=True)
