# fails: n_step_windows_stop_after_a_done
# mistake: The windows ignore dones: they run on into the next episode and bootstrap, instead of stopping after the step that ends the episode.
def n_step_returns(rewards, values, dones, n, gamma=0.99):
    if n < 1:
        raise ValueError("n must be at least 1")
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    out = np.empty(len(rewards))
    for t in range(len(rewards)):
        m = min(n, len(rewards) - t)
        total = sum(gamma**i * rewards[t + i] for i in range(m))
        out[t] = total + gamma**m * values[t + m]
    return out
