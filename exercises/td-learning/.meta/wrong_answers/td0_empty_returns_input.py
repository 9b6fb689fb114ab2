# fails: td0_without_transitions_returns_a_copy
# mistake: With no transitions the table passed in is returned as it is, not a new float64 copy.
def td0(values, states, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    if len(states) == 0:
        return values
    table = np.array(values, dtype=float)
    for s, r, s2, d in zip(np.asarray(states).tolist(), np.asarray(rewards, dtype=float),
                           np.asarray(next_states).tolist(), np.asarray(dones, dtype=bool)):
        target = r if d else r + gamma * table[s2]
        table[s] += alpha * (target - table[s])
    return table
