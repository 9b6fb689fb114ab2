# fails: sarsa_applies_transitions_in_order
# mistake: All transitions are applied at once with q[states, actions] += ...: every target reads the starting table, and a repeated pair keeps only its last update.
def sarsa(q, states, actions, rewards, next_states, next_actions, dones, alpha=0.1, gamma=0.99):
    table = np.array(q, dtype=float)
    s, a = np.asarray(states, dtype=int), np.asarray(actions, dtype=int)
    s2, a2 = np.asarray(next_states, dtype=int), np.asarray(next_actions, dtype=int)
    r, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    if len(s) == 0:
        return table
    target = np.where(d, r, r + gamma * np.where(d, 0.0, table[s2, a2]))
    table[s, a] += alpha * (target - table[s, a])
    return table
