# fails: double_dqn_scores_one_action_per_transition
# mistake: The target is read with next_q_target[:, a_star]: every row at every chosen action.
def double_dqn_targets(rewards, dones, next_q_online, next_q_target, gamma=0.99):
    r, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    a_star = np.asarray(next_q_online, dtype=float).argmax(axis=1)
    scored = np.asarray(next_q_target, dtype=float)[:, a_star]
    return np.where(d, r, r + gamma * np.where(d, 0.0, scored))
