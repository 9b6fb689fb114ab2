# fails: n_step_windows_take_n_rewards_then_bootstrap
# mistake: The bootstrap reads values[t + m - 1], the value of the window's last state, instead of values[t + m], the state reached after it.
def n_step_returns(rewards, values, dones, n, gamma=0.99):
    if n < 1:
        raise ValueError("n must be at least 1")
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    out = np.empty(len(rewards))
    for t in range(len(rewards)):
        total, m, ended = 0.0, 0, False
        while t + m < len(rewards) and m < n:
            total += gamma**m * rewards[t + m]
            m += 1
            if dones[t + m - 1]:
                ended = True
                break
        out[t] = total if ended else total + gamma**m * values[t + m - 1]
    return out
