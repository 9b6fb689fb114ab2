# fails: double_dqn_scores_one_action_per_transition
# mistake: The online argmax runs over the transitions (axis 0), not over each row's actions.
def double_dqn_targets(rewards, dones, next_q_online, next_q_target, gamma=0.99):
    r, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    a_star = np.asarray(next_q_online, dtype=float).argmax(axis=0)
    scored = np.asarray(next_q_target, dtype=float)[np.arange(len(r)), a_star]
    return np.where(d, r, r + gamma * np.where(d, 0.0, scored))
