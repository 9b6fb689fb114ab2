# fails: n_step_n_below_one_raises_value_error
# mistake: n below 1 is not rejected: n_step_targets must raise ValueError when n < 1.
def n_step_targets(rewards, values, n, gamma=0.997):
    rewards, values = np.asarray(rewards, dtype=float), np.asarray(values, dtype=float)
    steps = len(rewards)
    targets = np.zeros(steps)
    for t in range(steps):
        end = min(t + n, steps)
        targets[t] = np.dot(gamma ** np.arange(max(end - t, 0)), rewards[t:end])
        if 0 <= t + n < steps:
            targets[t] += gamma**n * values[t + n]
    return targets
