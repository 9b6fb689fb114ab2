# fails: gradient_bandit_default_step_size_is_0_1
# mistake: The default step_size is 0.01 instead of 0.1.
def gradient_bandit_update(h, action, reward, baseline, step_size=0.01):
    h = np.asarray(h, dtype=float)
    z = np.exp(h - h.max())
    pi = z / z.sum()
    onehot = np.zeros_like(h)
    onehot[action] = 1.0
    return h + step_size * (reward - baseline) * (onehot - pi)
