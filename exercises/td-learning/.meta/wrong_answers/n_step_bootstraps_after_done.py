# fails: n_step_windows_stop_after_a_done
# mistake: A window stops at a done but still adds gamma^m times the value after it, as if the episode went on.
def n_step_returns(rewards, values, dones, n, gamma=0.99):
    if n < 1:
        raise ValueError("n must be at least 1")
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    out = np.empty(len(rewards))
    for t in range(len(rewards)):
        total, m = 0.0, 0
        while t + m < len(rewards) and m < n:
            total += gamma**m * rewards[t + m]
            m += 1
            if dones[t + m - 1]:
                break
        out[t] = total + gamma**m * values[t + m]
    return out
