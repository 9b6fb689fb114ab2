# fails: gradient_bandit_matches_spec_example
# mistake: The softmax exponentiates the preferences as they are, and exp(1000) overflows to inf (then inf / inf is nan).
def gradient_bandit_update(h, action, reward, baseline, step_size=0.1):
    h = np.asarray(h, dtype=float)
    with np.errstate(over="ignore", invalid="ignore"):
        pi = np.exp(h) / np.exp(h).sum()
    onehot = np.zeros_like(h)
    onehot[action] = 1.0
    return h + step_size * (reward - baseline) * (onehot - pi)
