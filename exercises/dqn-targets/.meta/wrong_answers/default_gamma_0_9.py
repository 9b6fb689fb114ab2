# fails: dqn_targets_use_default_gamma_0_99
# mistake: The default discount is gamma = 0.9 instead of 0.99.
def dqn_targets(rewards, dones, next_q_target, gamma=0.9):
    r, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    best = np.where(d, 0.0, np.asarray(next_q_target, dtype=float).max(axis=1))
    return r + gamma * best
