# fails: gradient_restarts_k_at_each_episode
# mistake: The factor is gamma^t, t counted from the batch's start, not each episode's.
def reinforce_gradient(theta, features, actions, rewards, dones, gamma=0.99, baseline=None):
    rewards, dones = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    if not dones[-1]:
        raise ValueError("the last episode is not complete")
    returns, running = np.empty(len(rewards)), 0.0
    for t in reversed(range(len(rewards))):
        running = rewards[t] + (0.0 if dones[t] else gamma * running)
        returns[t] = running
    b = 0.0 if baseline is None else np.asarray(baseline, dtype=float)
    weights = gamma ** np.arange(len(rewards)) * (returns - b)
    return weights @ grad_log_prob(theta, features, actions) / dones.sum()
