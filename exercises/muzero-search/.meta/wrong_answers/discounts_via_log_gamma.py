# fails: n_step_gamma_one_and_zero
# mistake: The discounts are computed as exp(k log γ), which at γ = 0 gives nan (0 × −∞ for k = 0) instead of γ^0 = 1.
def n_step_targets(rewards, values, n, gamma=0.997):
    if n < 1:
        raise ValueError("n must be at least 1")
    rewards, values = np.asarray(rewards, dtype=float), np.asarray(values, dtype=float)
    steps = len(rewards)
    targets = np.zeros(steps)
    for t in range(steps):
        end = min(t + n, steps)
        with np.errstate(divide="ignore", invalid="ignore"):
            discounts = np.exp(np.arange(end - t) * np.log(gamma))  # gamma = 0: 0 * -inf = nan
        targets[t] = np.dot(discounts, rewards[t:end])
        if t + n < steps:
            targets[t] += gamma**n * values[t + n]
    return targets
