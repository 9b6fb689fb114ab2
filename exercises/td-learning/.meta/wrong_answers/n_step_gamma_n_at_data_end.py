# fails: n_step_bootstraps_from_the_last_value_when_the_data_ends
# mistake: A window cut short by the end of the data bootstraps values[T] with gamma^n, as if it held n rewards, instead of gamma^m with m the rewards it took.
def n_step_returns(rewards, values, dones, n, gamma=0.99):
    if n < 1:
        raise ValueError("n must be at least 1")
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    steps = len(rewards)
    out = np.empty(steps)
    for t in range(steps):
        total, m, ended = 0.0, 0, False
        while t + m < steps and m < n:
            total += gamma**m * rewards[t + m]
            m += 1
            if dones[t + m - 1]:
                ended = True
                break
        out[t] = total if ended else total + gamma**n * values[t + m]
    return out
