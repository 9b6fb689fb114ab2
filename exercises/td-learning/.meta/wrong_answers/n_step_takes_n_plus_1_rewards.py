# fails: n_step_windows_take_n_rewards_then_bootstrap
# mistake: Each window takes n + 1 rewards before bootstrapping (an off-by-one in the window's end) instead of n.
def n_step_returns(rewards, values, dones, n, gamma=0.99):
    if n < 1:
        raise ValueError("n must be at least 1")
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    out = np.empty(len(rewards))
    for t in range(len(rewards)):
        total, disc, k, ended = 0.0, 1.0, t, False
        while k < len(rewards) and k - t <= n:
            total += disc * rewards[k]
            disc *= gamma
            k += 1
            if dones[k - 1]:
                ended = True
                break
        out[t] = total if ended else total + disc * values[k]
    return out
