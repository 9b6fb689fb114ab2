# fails: n_step_matches_worked_examples
# mistake: The sum starts at rewards[t + 1], one step late; rewards[t] already is the reward after the action at step t.
def n_step_targets(rewards, values, n, gamma=0.997):
    if n < 1:
        raise ValueError("n must be at least 1")
    rewards, values = np.asarray(rewards, dtype=float), np.asarray(values, dtype=float)
    steps = len(rewards)
    targets = np.zeros(steps)
    for t in range(steps):
        # reads u_{t+1} as rewards[t + 1]: but rewards[t] already is the reward after step t
        end = min(t + 1 + n, steps)
        targets[t] = np.dot(gamma ** np.arange(end - t - 1), rewards[t + 1 : end])
        if t + n < steps:
            targets[t] += gamma**n * values[t + n]
    return targets
