# fails: n_step_returns_new_float64_arrays
# mistake: The returns are stored in an array typed like the rewards (np.zeros_like), so integer rewards give integer returns with their fractions cut off.
def n_step_returns(rewards, values, dones, n, gamma=0.99):
    if n < 1:
        raise ValueError("n must be at least 1")
    out = np.zeros_like(np.asarray(rewards))
    values = np.asarray(values, dtype=float)
    rewards = np.asarray(rewards, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    for t in range(len(rewards)):
        total, m, ended = 0.0, 0, False
        while t + m < len(rewards) and m < n:
            total += gamma**m * rewards[t + m]
            m += 1
            if dones[t + m - 1]:
                ended = True
                break
        out[t] = total if ended else total + gamma**m * values[t + m]
    return out
