# fails: gradient_rejects_an_unfinished_last_episode
# mistake: A cut-off last episode is used as if complete, and the sum is divided by dones.sum(), which does not count it (0 when no episode is complete), instead of raising ValueError.
def reinforce_gradient(theta, features, actions, rewards, dones, gamma=0.99, baseline=None):
    rewards, dones = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    steps = len(rewards)
    returns, running = np.empty(steps), 0.0
    for t in reversed(range(steps)):
        running = rewards[t] + (0.0 if dones[t] else gamma * running)
        returns[t] = running
    within, k = np.empty(steps), 0
    for t in range(steps):
        within[t], k = k, (0 if dones[t] else k + 1)
    b = 0.0 if baseline is None else np.asarray(baseline, dtype=float)
    weights = gamma**within * (returns - b)
    return weights @ grad_log_prob(theta, features, actions) / dones.sum()
