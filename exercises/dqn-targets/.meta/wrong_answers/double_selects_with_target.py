# fails: double_dqn_selects_with_online_and_scores_with_target
# mistake: The target network both chooses and scores the action: plain DQN's max.
def double_dqn_targets(rewards, dones, next_q_online, next_q_target, gamma=0.99):
    r, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    best = np.asarray(next_q_target, dtype=float).max(axis=1)
    return np.where(d, r, r + gamma * np.where(d, 0.0, best))
