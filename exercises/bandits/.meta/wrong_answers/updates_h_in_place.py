# fails: inputs_are_not_modified
# mistake: The update is added in place to np.asarray(h, dtype=float), which is the caller's own array when h is already float64.
def gradient_bandit_update(h, action, reward, baseline, step_size=0.1):
    h = np.asarray(h, dtype=float)
    z = np.exp(h - h.max())
    pi = z / z.sum()
    onehot = np.zeros_like(h)
    onehot[action] = 1.0
    h += step_size * (reward - baseline) * (onehot - pi)
    return h
