# fails: n_step_ignores_unused_values_even_huge
# mistake: The bootstrap is always added and then taken away again where the window ended with a done, which with a huge unused value rounds the rewards away.
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
        total += gamma**m * values[t + m]
        if ended:
            total -= gamma**m * values[t + m]
        out[t] = total
    return out
