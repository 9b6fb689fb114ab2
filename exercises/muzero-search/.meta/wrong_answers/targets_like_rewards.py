# fails: accepts_lists_and_integer_arrays
# mistake: The targets are allocated like the rewards, so integer rewards give truncated integer targets; n_step_targets returns float64.
def n_step_targets(rewards, values, n, gamma=0.997):
    if n < 1:
        raise ValueError("n must be at least 1")
    rewards, values = np.asarray(rewards), np.asarray(values)
    steps = len(rewards)
    targets = np.zeros_like(rewards)  # integer rewards give integer targets
    for t in range(steps):
        end = min(t + n, steps)
        targets[t] = np.dot(gamma ** np.arange(end - t), rewards[t:end])
        if t + n < steps:
            targets[t] += gamma**n * values[t + n]
    return targets
