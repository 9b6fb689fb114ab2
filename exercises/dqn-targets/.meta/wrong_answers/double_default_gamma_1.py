# fails: double_dqn_uses_default_gamma_0_99
# mistake: The default discount is gamma = 1 instead of 0.99.
def double_dqn_targets(rewards, dones, next_q_online, next_q_target, gamma=1.0):
    r, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    a_star = np.asarray(next_q_online, dtype=float).argmax(axis=1)
    scored = np.asarray(next_q_target, dtype=float)[np.arange(len(r)), a_star]
    return np.where(d, r, r + gamma * np.where(d, 0.0, scored))
