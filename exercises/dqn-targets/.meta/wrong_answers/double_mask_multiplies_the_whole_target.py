# fails: double_dqn_matches_spec_example
# mistake: (1 - d) multiplies the whole target, so a terminal transition loses its reward.
def double_dqn_targets(rewards, dones, next_q_online, next_q_target, gamma=0.99):
    r, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    a_star = np.asarray(next_q_online, dtype=float).argmax(axis=1)
    scored = np.asarray(next_q_target, dtype=float)[np.arange(len(r)), a_star]
    return np.where(d, 0.0, r + gamma * np.where(d, 0.0, scored))
