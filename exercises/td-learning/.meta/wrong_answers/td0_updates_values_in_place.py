# fails: td0_leaves_inputs_unchanged
# mistake: The updates are written into the caller's values array (np.asarray makes no copy of a float array) instead of a new table.
def td0(values, states, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    table = np.asarray(values, dtype=float)
    for s, r, s2, d in zip(np.asarray(states).tolist(), np.asarray(rewards, dtype=float),
                           np.asarray(next_states).tolist(), np.asarray(dones, dtype=bool)):
        target = r if d else r + gamma * table[s2]
        table[s] += alpha * (target - table[s])
    return table.copy()
