# fails: td0_applies_transitions_in_order
# mistake: All transitions are applied at once with values[states] += ...: every target reads the starting table, and a repeated state keeps only its last update.
def td0(values, states, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    table = np.array(values, dtype=float)
    states = np.asarray(states, dtype=int)
    next_states = np.asarray(next_states, dtype=int)
    alive = 1.0 - np.asarray(dones, dtype=float)
    rewards = np.asarray(rewards, dtype=float)
    if len(states) == 0:
        return table
    bootstrap = np.where(alive > 0, table[next_states], 0.0)
    table[states] += alpha * (rewards + gamma * bootstrap - table[states])
    return table
