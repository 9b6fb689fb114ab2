# fails: n_step_rejects_n_below_1
# mistake: A small n is refused with assert, which raises AssertionError (and disappears under python -O), instead of raising ValueError.
def n_step_returns(rewards, values, dones, n, gamma=0.99):
    assert n >= 1, "n must be at least 1"
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
        out[t] = total if ended else total + gamma**m * values[t + m]
    return out
