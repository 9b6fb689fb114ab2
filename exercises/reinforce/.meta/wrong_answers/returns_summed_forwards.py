# fails: gradient_matches_spec_examples
# mistake: G_t sums the rewards from the episode's start up to t, not from t onwards.
def reinforce_gradient(theta, features, actions, rewards, dones, gamma=0.99, baseline=None):
    rewards, dones = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    if not dones[-1]:
        raise ValueError("the last episode is not complete")
    steps = len(rewards)
    returns, within = np.empty(steps), np.empty(steps)
    running, k = 0.0, 0
    for t in range(steps):
        running = running * gamma + rewards[t]
        returns[t], within[t] = running, k
        running, k = (0.0, 0) if dones[t] else (running, k + 1)
    b = 0.0 if baseline is None else np.asarray(baseline, dtype=float)
    weights = gamma**within * (returns - b)
    return weights @ grad_log_prob(theta, features, actions) / dones.sum()
