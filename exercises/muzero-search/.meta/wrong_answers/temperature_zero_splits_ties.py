# fails: visit_policy_temperature_zero_is_one_hot_lowest_index
# mistake: At temperature 0 the mass is split equally among the tied most visited children; the statement asks for a one-hot on the lowest index.
def visit_policy(n, temperature=1.0):
    n = np.asarray(n, dtype=float)
    if not np.any(n > 0):
        raise ValueError("all visit counts are zero")
    if temperature == 0:
        best = (n == n.max()).astype(float)  # the T -> 0 limit, but not the statement's one-hot
        return best / best.sum()
    logits = np.full(n.shape, -np.inf)
    logits[n > 0] = np.log(n[n > 0]) / temperature
    weights = np.exp(logits - logits.max())
    return weights / weights.sum()
