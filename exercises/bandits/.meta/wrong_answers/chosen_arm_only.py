# fails: chosen_arm_rises_others_fall_by_their_probability
# mistake: Only the chosen arm's preference moves; the other arms keep theirs instead of moving by -step_size * (reward - baseline) * pi(a).
def gradient_bandit_update(h, action, reward, baseline, step_size=0.1):
    h = np.array(h, dtype=float)
    z = np.exp(h - h.max())
    pi = z / z.sum()
    h[action] += step_size * (reward - baseline) * (1 - pi[action])
    return h
