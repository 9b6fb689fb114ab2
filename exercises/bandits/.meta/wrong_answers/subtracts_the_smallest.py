# fails: softmax_is_stable_for_preferences_up_to_1e4
# mistake: The smallest preference is subtracted before exp instead of the largest, so preferences spread over 2e4 still overflow.
def gradient_bandit_update(h, action, reward, baseline, step_size=0.1):
    h = np.asarray(h, dtype=float)
    with np.errstate(over="ignore", invalid="ignore"):
        z = np.exp(h - h.min())
        pi = z / z.sum()
    onehot = np.zeros_like(h)
    onehot[action] = 1.0
    return h + step_size * (reward - baseline) * (onehot - pi)
