# fails: q_learning_applies_transitions_in_order
# mistake: Every update is computed from the starting table and all are summed with np.add.at: repeated pairs get every update, but no target sees an earlier one.
def q_learning(q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    start = np.array(q, dtype=float)
    s, a = np.asarray(states, dtype=int), np.asarray(actions, dtype=int)
    s2 = np.asarray(next_states, dtype=int)
    r, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    table = start.copy()
    if len(s) == 0:
        return table
    target = np.where(d, r, r + gamma * np.where(d, 0.0, start[s2].max(axis=1)))
    np.add.at(table, (s, a), alpha * (target - start[s, a]))
    return table
