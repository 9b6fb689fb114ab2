# fails: visit_policy_raises_counts_to_one_over_temperature
# mistake: The exponent is 1 floor-divided by T, so at T = 2 it is 0 instead of ½; the counts are raised to the power 1/T.
def visit_policy(n, temperature=1.0):
    n = np.asarray(n, dtype=float)
    if not np.any(n > 0):
        raise ValueError("all visit counts are zero")
    if temperature == 0:
        policy = np.zeros(n.shape)
        policy[np.argmax(n)] = 1.0
        return policy
    exponent = 1 // temperature  # a typo for 1 / temperature: 2 at T = 0.5, but 0 at T = 2
    weights = (n / n.max()) ** exponent * (n > 0)
    return weights / weights.sum()
