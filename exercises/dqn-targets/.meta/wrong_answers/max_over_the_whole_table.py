# fails: dqn_targets_take_the_max_over_each_next_states_actions
# mistake: The bootstrap is the largest value of the whole table, not of each row.
def dqn_targets(rewards, dones, next_q_target, gamma=0.99):
    r, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    best = np.max(next_q_target)
    return np.where(d, r, r + gamma * best)
