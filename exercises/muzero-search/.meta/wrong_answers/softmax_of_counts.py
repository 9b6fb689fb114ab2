# fails: visit_policy_matches_worked_examples
# mistake: This is a softmax of the counts divided by T; the policy raises the counts to 1/T, a softmax of their logarithms.
def visit_policy(n, temperature=1.0):
    n = np.asarray(n, dtype=float)
    if not np.any(n > 0):
        raise ValueError("all visit counts are zero")
    if temperature == 0:
        policy = np.zeros(n.shape)
        policy[np.argmax(n)] = 1.0
        return policy
    logits = n / temperature  # softmax of the counts, not of their logarithms
    weights = np.exp(logits - logits.max())
    return weights / weights.sum()
