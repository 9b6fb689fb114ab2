# fails: chosen_arm_rises_others_fall_by_their_probability
# mistake: The other arms move by +step_size * (reward - baseline) * pi(a), the wrong sign.
def gradient_bandit_update(h, action, reward, baseline, step_size=0.1):
    h = np.asarray(h, dtype=float)
    z = np.exp(h - h.max())
    pi = z / z.sum()
    step = step_size * (reward - baseline)
    new = h + step * pi
    new[action] = h[action] + step * (1 - pi[action])
    return new
