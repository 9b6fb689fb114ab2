# fails: double_dqn_selects_with_online_and_scores_with_target
# mistake: The roles are swapped: the target network chooses, the online network scores.
def double_dqn_targets(rewards, dones, next_q_online, next_q_target, gamma=0.99):
    r, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    online = np.asarray(next_q_online, dtype=float)
    a_star = np.asarray(next_q_target, dtype=float).argmax(axis=1)
    scored = online[np.arange(len(a_star)), a_star]
    return np.where(d, r, r + gamma * np.where(d, 0.0, scored))
