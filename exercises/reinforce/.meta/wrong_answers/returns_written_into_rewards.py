# fails: inputs_are_not_modified
# mistake: The returns are accumulated in the caller's rewards array, in place.
def reinforce_gradient(theta, features, actions, rewards, dones, gamma=0.99, baseline=None):
    returns, dones = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    if not dones[-1]:
        raise ValueError("the last episode is not complete")
    steps = len(returns)
    for t in reversed(range(steps - 1)):
        if not dones[t]:
            returns[t] += gamma * returns[t + 1]
    within, k = np.empty(steps), 0
    for t in range(steps):
        within[t], k = k, (0 if dones[t] else k + 1)
    b = 0.0 if baseline is None else np.asarray(baseline, dtype=float)
    weights = gamma**within * (returns - b)
    return weights @ grad_log_prob(theta, features, actions) / dones.sum()
