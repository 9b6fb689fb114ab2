# fails: gradient_is_exact_for_large_logits
# mistake: The gradient's own policy takes np.exp of the raw logits, which overflows.
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
    phi = np.asarray(features, dtype=float)
    with np.errstate(over="ignore", invalid="ignore"):
        weights_b = np.exp(phi @ np.asarray(theta, dtype=float))
        probs = weights_b / weights_b.sum(axis=1, keepdims=True)
    scores = phi[np.arange(steps), np.asarray(actions)] - np.einsum("na,nad->nd", probs, phi)
    b = 0.0 if baseline is None else np.asarray(baseline, dtype=float)
    weights = gamma**within * (returns - b)
    return weights @ scores / dones.sum()
