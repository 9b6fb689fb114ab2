# fails: visit_policy_stable_for_small_temperature
# mistake: At small temperatures the weights n_a^{1/T} overflow to inf and the policy is nan: they are computed without first subtracting the largest exponent in log space.
def visit_policy(n, temperature=1.0):
    n = np.asarray(n, dtype=float)
    if not np.any(n > 0):
        raise ValueError("all visit counts are zero")
    if temperature == 0:
        policy = np.zeros(n.shape)
        policy[np.argmax(n)] = 1.0
        return policy
    with np.errstate(divide="ignore"):
        weights = np.exp(np.log(n) / temperature)  # no shift: exp(1381) overflows all the same
    return weights / weights.sum()
