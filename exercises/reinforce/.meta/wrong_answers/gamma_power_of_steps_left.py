# fails: gradient_weights_step_k_by_gamma_to_the_k
# mistake: Each step is discounted by gamma to the steps left in its episode, not gamma^k.
def reinforce_gradient(theta, features, actions, rewards, dones, gamma=0.99, baseline=None):
    rewards, dones = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    if not dones[-1]:
        raise ValueError("the last episode is not complete")
    steps = len(rewards)
    returns, left = np.empty(steps), np.empty(steps)
    running, count = 0.0, 0
    for t in reversed(range(steps)):
        if dones[t]:
            running, count = 0.0, 0
        running = rewards[t] + gamma * running
        returns[t], left[t] = running, count
        count += 1
    b = 0.0 if baseline is None else np.asarray(baseline, dtype=float)
    return gamma**left * (returns - b) @ grad_log_prob(theta, features, actions) / dones.sum()
