# fails: gradient_bandit_returns_new_float64_arrays
# mistake: The update is added in place to np.array(h), which stays an integer array for integer preferences, so the fractional update cannot be stored.
def gradient_bandit_update(h, action, reward, baseline, step_size=0.1):
    new = np.array(h)
    z = np.exp(new - new.max())
    pi = z / z.sum()
    onehot = np.zeros(len(new))
    onehot[action] = 1.0
    new += step_size * (reward - baseline) * (onehot - pi)
    return new
