# fails: visit_policy_temperature_zero_is_one_hot_lowest_index
# mistake: At temperature 0 the one-hot goes to the last of the most visited children; ties go to the lowest index.
def visit_policy(n, temperature=1.0):
    n = np.asarray(n, dtype=float)
    if not np.any(n > 0):
        raise ValueError("all visit counts are zero")
    if temperature == 0:
        policy = np.zeros(n.shape)
        policy[len(n) - 1 - np.argmax(n[::-1])] = 1.0  # the last of the most visited
        return policy
    logits = np.full(n.shape, -np.inf)
    logits[n > 0] = np.log(n[n > 0]) / temperature
    weights = np.exp(logits - logits.max())
    return weights / weights.sum()
