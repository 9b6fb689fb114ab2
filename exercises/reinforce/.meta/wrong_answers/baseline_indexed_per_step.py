# fails: gradient_accepts_none_scalar_or_per_step_baseline
# mistake: The baseline is read as baseline[t], which fails when it is one number.
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
    if baseline is not None:
        for t in range(steps):
            returns[t] -= baseline[t]
    weights = gamma**within * returns
    return weights @ grad_log_prob(theta, features, actions) / dones.sum()
