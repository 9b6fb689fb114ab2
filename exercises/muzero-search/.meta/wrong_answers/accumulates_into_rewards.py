# fails: inputs_are_not_modified
# mistake: The targets are written into the caller's rewards array when it is already float64; the result must be a new array and the inputs left unchanged.
def n_step_targets(rewards, values, n, gamma=0.997):
    if n < 1:
        raise ValueError("n must be at least 1")
    targets = np.asarray(rewards, dtype=float)  # the caller's array, when it is float64
    values = np.asarray(values, dtype=float)
    steps = len(targets)
    for t in range(steps):  # front to back: targets[t + k] is still the raw reward
        end = min(t + n, steps)
        targets[t] = np.dot(gamma ** np.arange(end - t), np.r_[targets[t], targets[t + 1 : end]])
        if t + n < steps:
            targets[t] += gamma**n * values[t + n]
    return targets
