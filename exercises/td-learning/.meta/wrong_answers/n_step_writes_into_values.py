# fails: n_step_leaves_inputs_unchanged
# mistake: The returns are written into values[:-1], a view of the caller's values array, instead of a new array.
def n_step_returns(rewards, values, dones, n, gamma=0.99):
    if n < 1:
        raise ValueError("n must be at least 1")
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    steps = len(rewards)
    targets = []
    for t in range(steps):
        total, m, ended = 0.0, 0, False
        while t + m < steps and m < n:
            total += gamma**m * rewards[t + m]
            m += 1
            if dones[t + m - 1]:
                ended = True
                break
        targets.append(total if ended else total + gamma**m * values[t + m])
    out = values[:-1]
    out[:] = targets
    return out.copy()
