# fails: visit_policy_all_zero_counts_raise_value_error
# mistake: When every count is 0 visit_policy returns nan (a one-hot on index 0 at T = 0) instead of raising ValueError.
def visit_policy(n, temperature=1.0):
    n = np.asarray(n, dtype=float)
    if temperature == 0:
        policy = np.zeros(n.shape)
        policy[np.argmax(n)] = 1.0
        return policy
    weights = (n / n.max()) ** (1.0 / temperature)  # 0 / 0: nan everywhere, no error
    return weights / weights.sum()
