# fails: n_step_ignores_unused_values_even_huge
# mistake: The bootstrap reads v_{t+n−1}, one step too early, instead of v_{t+n}.
def n_step_targets(rewards, values, n, gamma=0.997):
    if n < 1:
        raise ValueError("n must be at least 1")
    rewards, values = np.asarray(rewards, dtype=float), np.asarray(values, dtype=float)
    steps = len(rewards)
    targets = np.zeros(steps)
    for t in range(steps):
        end = min(t + n, steps)
        targets[t] = np.dot(gamma ** np.arange(end - t), rewards[t:end])
        if t + n - 1 < steps:
            targets[t] += gamma**n * values[t + n - 1]  # the value one step too early
    return targets
