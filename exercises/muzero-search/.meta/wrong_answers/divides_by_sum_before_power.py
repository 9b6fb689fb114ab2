# fails: visit_policy_stable_for_small_temperature
# mistake: The counts are divided by their sum before the power 1/T, so at small temperatures every weight underflows to 0 and the policy is nan.
def visit_policy(n, temperature=1.0):
    n = np.asarray(n, dtype=float)
    if not np.any(n > 0):
        raise ValueError("all visit counts are zero")
    if temperature == 0:
        policy = np.zeros(n.shape)
        policy[np.argmax(n)] = 1.0
        return policy
    weights = (n / n.sum()) ** (1.0 / temperature)  # (1/3) ** 1000 underflows to 0
    return weights / weights.sum()
