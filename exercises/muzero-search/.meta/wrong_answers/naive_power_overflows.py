# fails: visit_policy_stable_for_small_temperature
# mistake: The counts are raised to 1/T directly, so at small temperatures large counts overflow to inf and the policy is nan; the statement works in log space.
def visit_policy(n, temperature=1.0):
    n = np.asarray(n, dtype=float)
    if not np.any(n > 0):
        raise ValueError("all visit counts are zero")
    if temperature == 0:
        policy = np.zeros(n.shape)
        policy[np.argmax(n)] = 1.0
        return policy
    weights = n ** (1.0 / temperature)  # 1e6 ** 100 is inf, and inf / inf is nan
    return weights / weights.sum()
