# fails: n_step_matches_spec_examples
# mistake: The first reward of each window is already discounted (gamma^(i+1) r_{t+i}, reading rewards[t] as if it came one step later), while the statement weighs r_t by gamma^0 = 1.
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
            total += gamma ** (m + 1) * rewards[t + m]
            m += 1
            if dones[t + m - 1]:
                ended = True
                break
        out[t] = total if ended else total + gamma**m * values[t + m]
    return out
