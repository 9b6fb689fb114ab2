# fails: n_step_discounts_bootstrap_by_gamma_to_the_n
# mistake: The bootstrap value is discounted by γ^(n−1) instead of γ^n.
def n_step_targets(rewards, values, n, gamma=0.997):
    if n < 1:
        raise ValueError("n must be at least 1")
    rewards, values = np.asarray(rewards, dtype=float), np.asarray(values, dtype=float)
    steps = len(rewards)
    targets = np.zeros(steps)
    for t in range(steps):
        end = min(t + n, steps)
        targets[t] = np.dot(gamma ** np.arange(end - t), rewards[t:end])
        if t + n < steps:
            targets[t] += gamma ** (n - 1) * values[t + n]  # the last reward's discount
    return targets
