# fails: dqn_targets_take_the_max_over_each_next_states_actions
# mistake: The max runs over the transitions (axis 0), not over each row's actions.
def dqn_targets(rewards, dones, next_q_target, gamma=0.99):
    r, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    best = np.asarray(next_q_target, dtype=float).max(axis=0)
    return np.where(d, r, r + gamma * best)
