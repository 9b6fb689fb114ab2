# fails: n_step_bootstraps_only_inside_the_trajectory
# mistake: When t + n equals T the target still bootstraps, from a value that wraps around to values[0]; a bootstrap is added only when t + n < T.
def n_step_targets(rewards, values, n, gamma=0.997):
    if n < 1:
        raise ValueError("n must be at least 1")
    rewards, values = np.asarray(rewards, dtype=float), np.asarray(values, dtype=float)
    steps = len(rewards)
    targets = np.zeros(steps)
    for t in range(steps):
        end = min(t + n, steps)
        targets[t] = np.dot(gamma ** np.arange(end - t), rewards[t:end])
        if t + n <= steps:  # off by one: values[T] does not exist, values[-1] is read instead
            targets[t] += gamma**n * values[(t + n) % steps]
    return targets
