# fails: n_step_matches_worked_examples
# mistake: Each target sums n + 1 rewards, k running to n inclusive; it sums the next n rewards, k from 0 to n − 1.
def n_step_targets(rewards, values, n, gamma=0.997):
    if n < 1:
        raise ValueError("n must be at least 1")
    rewards, values = np.asarray(rewards, dtype=float), np.asarray(values, dtype=float)
    steps = len(rewards)
    targets = np.zeros(steps)
    for t in range(steps):
        end = min(t + n + 1, steps)  # k runs to n inclusive
        targets[t] = np.dot(gamma ** np.arange(end - t), rewards[t:end])
        if t + n < steps:
            targets[t] += gamma**n * values[t + n]
    return targets
