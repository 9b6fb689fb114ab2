# fails: double_dqn_scores_one_action_per_transition
# mistake: np.take without axis reads the flattened table, so every a* comes from row 0.
def double_dqn_targets(rewards, dones, next_q_online, next_q_target, gamma=0.99):
    r, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    a_star = np.asarray(next_q_online, dtype=float).argmax(axis=1)
    scored = np.take(np.asarray(next_q_target, dtype=float), a_star)
    return np.where(d, r, r + gamma * np.where(d, 0.0, scored))
