# fails: td0_returns_a_new_float64_table
# mistake: The table is copied in its own dtype, so an integer table stays integer and every updated value loses its fraction.
def td0(values, states, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    table = np.array(values)
    for s, r, s2, d in zip(np.asarray(states).tolist(), np.asarray(rewards, dtype=float),
                           np.asarray(next_states).tolist(), np.asarray(dones, dtype=bool)):
        target = r if d else r + gamma * table[s2]
        table[s] += alpha * (target - table[s])
    return table
