# fails: gradient_weights_step_k_by_gamma_to_the_k
# mistake: Every step is weighted alike: the gamma^k factor of step k is left out.
def reinforce_gradient(theta, features, actions, rewards, dones, gamma=0.99, baseline=None):
    rewards, dones = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    if not dones[-1]:
        raise ValueError("the last episode is not complete")
    returns, running = np.empty(len(rewards)), 0.0
    for t in reversed(range(len(rewards))):
        running = rewards[t] + (0.0 if dones[t] else gamma * running)
        returns[t] = running
    b = 0.0 if baseline is None else np.asarray(baseline, dtype=float)
    return (returns - b) @ grad_log_prob(theta, features, actions) / dones.sum()
