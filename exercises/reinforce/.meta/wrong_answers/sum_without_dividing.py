# fails: gradient_averages_over_episodes
# mistake: The terms are summed but not divided by the number of episodes E.
def reinforce_gradient(theta, features, actions, rewards, dones, gamma=0.99, baseline=None):
    rewards, dones = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    if not dones[-1]:
        raise ValueError("the last episode is not complete")
    steps = len(rewards)
    returns, running = np.empty(steps), 0.0
    for t in reversed(range(steps)):
        running = rewards[t] + (0.0 if dones[t] else gamma * running)
        returns[t] = running
    within, k = np.empty(steps), 0
    for t in range(steps):
        within[t], k = k, (0 if dones[t] else k + 1)
    b = 0.0 if baseline is None else np.asarray(baseline, dtype=float)
    return gamma**within * (returns - b) @ grad_log_prob(theta, features, actions)
