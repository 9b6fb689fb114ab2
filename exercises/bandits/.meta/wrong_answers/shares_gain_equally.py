# fails: one_arm_leaves_preferences_unchanged
# mistake: The chosen arm's gain is taken back from the other arms in equal parts (divided by k - 1) instead of in proportion to pi(a).
def gradient_bandit_update(h, action, reward, baseline, step_size=0.1):
    h = np.asarray(h, dtype=float)
    z = np.exp(h - h.max())
    pi = z / z.sum()
    gain = float(step_size * (reward - baseline) * (1 - pi[action]))
    new = h - gain / (len(h) - 1)
    new[action] = h[action] + gain
    return new
