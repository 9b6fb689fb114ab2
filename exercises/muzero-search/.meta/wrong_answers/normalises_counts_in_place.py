# fails: inputs_are_not_modified
# mistake: The policy is computed in place, inside the caller's counts array when it is float64; the inputs must be left unchanged.
def visit_policy(n, temperature=1.0):
    policy = np.asarray(n, dtype=float)  # no copy when n is already float64
    if not np.any(policy > 0):
        raise ValueError("all visit counts are zero")
    if temperature == 0:
        best = np.argmax(policy)
        policy[:] = 0.0
        policy[best] = 1.0
        return policy
    policy **= 1.0 / temperature
    policy /= policy.sum()
    return policy
