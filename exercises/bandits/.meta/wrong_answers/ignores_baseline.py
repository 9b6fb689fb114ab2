# fails: baseline_is_subtracted_from_the_reward
# mistake: The baseline is ignored: the step uses the reward alone instead of reward - baseline.
def gradient_bandit_update(h, action, reward, baseline, step_size=0.1):
    h = np.asarray(h, dtype=float)
    z = np.exp(h - h.max())
    pi = z / z.sum()
    onehot = np.zeros_like(h)
    onehot[action] = 1.0
    return h + step_size * reward * (onehot - pi)
