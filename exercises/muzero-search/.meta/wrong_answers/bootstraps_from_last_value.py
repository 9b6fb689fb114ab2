# fails: n_step_bootstraps_only_inside_the_trajectory
# mistake: Targets near the end bootstrap from the last value; once t + n reaches T the statement adds no bootstrap at all.
def n_step_targets(rewards, values, n, gamma=0.997):
    if n < 1:
        raise ValueError("n must be at least 1")
    rewards, values = np.asarray(rewards, dtype=float), np.asarray(values, dtype=float)
    steps = len(rewards)
    targets = np.zeros(steps)
    for t in range(steps):
        end = min(t + n, steps)
        targets[t] = np.dot(gamma ** np.arange(end - t), rewards[t:end])
        # past the end, bootstraps from the last value instead of adding nothing
        targets[t] += gamma**n * values[min(t + n, steps - 1)]
    return targets
