# fails: accepts_lists_and_integer_arrays
# mistake: At temperature 0 the one-hot is built like the counts, an integer array for integer counts; the policy is float64.
def visit_policy(n, temperature=1.0):
    n = np.asarray(n)
    if not np.any(n > 0):
        raise ValueError("all visit counts are zero")
    if temperature == 0:
        policy = np.zeros_like(n)  # an integer array for integer counts
        policy[np.argmax(n)] = 1
        return policy
    logits = np.full(n.shape, -np.inf)
    logits[n > 0] = np.log(n[n > 0]) / temperature
    weights = np.exp(logits - logits.max())
    return weights / weights.sum()
