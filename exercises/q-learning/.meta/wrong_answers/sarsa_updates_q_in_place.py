# fails: sarsa_leaves_inputs_unchanged
# mistake: The updates are written into the caller's q (np.asarray makes no copy of a float array) instead of a new table.
def sarsa(q, states, actions, rewards, next_states, next_actions, dones, alpha=0.1, gamma=0.99):
    table = np.asarray(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(next_actions).tolist(), np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, a2, d in steps:
        target = r if d else r + gamma * table[s2, a2]
        table[s, a] += alpha * (target - table[s, a])
    return table.copy()
