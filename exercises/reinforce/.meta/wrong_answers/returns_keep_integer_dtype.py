# fails: gradient_accepts_lists_and_integer_arrays
# mistake: The returns live in np.zeros_like(rewards): integers for integer rewards.
def reinforce_gradient(theta, features, actions, rewards, dones, gamma=0.99, baseline=None):
    rewards, dones = np.asarray(rewards), np.asarray(dones, dtype=bool)
    if not dones[-1]:
        raise ValueError("the last episode is not complete")
    steps = len(rewards)
    returns, running = np.zeros_like(rewards), 0.0
    for t in reversed(range(steps)):
        running = rewards[t] + (0.0 if dones[t] else gamma * running)
        returns[t] = running
    within, k = np.zeros(steps), 0
    for t in range(steps):
        within[t], k = k, (0 if dones[t] else k + 1)
    b = 0.0 if baseline is None else np.asarray(baseline, dtype=float)
    weights = gamma**within * (returns - b)
    return weights @ grad_log_prob(theta, features, actions) / dones.sum()
