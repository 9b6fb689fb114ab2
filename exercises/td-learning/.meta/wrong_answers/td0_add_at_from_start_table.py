# fails: td0_applies_transitions_in_order
# mistake: Every TD error is computed from the starting table and then all are added with np.add.at: repeated states get every update, but no target sees an earlier update.
def td0(values, states, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    start = np.array(values, dtype=float)
    states = np.asarray(states, dtype=int)
    next_states = np.asarray(next_states, dtype=int)
    dones = np.asarray(dones, dtype=bool)
    rewards = np.asarray(rewards, dtype=float)
    table = start.copy()
    if len(states) == 0:
        return table
    bootstrap = np.where(dones, 0.0, start[next_states])
    np.add.at(table, states, alpha * (rewards + gamma * bootstrap - start[states]))
    return table
