# fails: visit_policy_all_zero_counts_raise_value_error
# mistake: At temperature 0 all-zero counts give a one-hot on index 0; they must raise ValueError at every temperature.
def visit_policy(n, temperature=1.0):
    n = np.asarray(n, dtype=float)
    if temperature == 0:  # argmax of all zeros is 0: a one-hot that no search produced
        policy = np.zeros(n.shape)
        policy[np.argmax(n)] = 1.0
        return policy
    if not np.any(n > 0):
        raise ValueError("all visit counts are zero")
    logits = np.full(n.shape, -np.inf)
    logits[n > 0] = np.log(n[n > 0]) / temperature
    weights = np.exp(logits - logits.max())
    return weights / weights.sum()
