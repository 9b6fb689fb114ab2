# fails: visit_policy_matches_worked_examples
# mistake: The counts are raised to the power T instead of 1/T.
def visit_policy(n, temperature=1.0):
    n = np.asarray(n, dtype=float)
    if not np.any(n > 0):
        raise ValueError("all visit counts are zero")
    if temperature == 0:
        policy = np.zeros(n.shape)
        policy[np.argmax(n)] = 1.0
        return policy
    weights = n**temperature  # n^T instead of n^(1/T)
    return weights / weights.sum()
