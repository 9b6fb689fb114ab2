# fails: gradient_accepts_lists_and_integer_arrays
# mistake: dones is used with ~ as it comes, and ~ does not work on a Python list of bools.
def reinforce_gradient(theta, features, actions, rewards, dones, gamma=0.99, baseline=None):
    rewards = np.asarray(rewards, dtype=float)
    alive = ~dones
    if alive[-1]:
        raise ValueError("the last episode is not complete")
    steps = len(rewards)
    returns, running = np.empty(steps), 0.0
    for t in reversed(range(steps)):
        running = rewards[t] + gamma * alive[t] * running
        returns[t] = running
    within, k = np.empty(steps), 0
    for t in range(steps):
        within[t], k = k, (k + 1 if alive[t] else 0)
    b = 0.0 if baseline is None else np.asarray(baseline, dtype=float)
    weights = gamma**within * (returns - b)
    return weights @ grad_log_prob(theta, features, actions) / (steps - alive.sum())
