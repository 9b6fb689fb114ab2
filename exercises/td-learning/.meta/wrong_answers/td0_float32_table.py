# fails: td0_returns_a_new_float64_table
# mistake: A float table is copied in its own float type, so a float32 table comes back float32 instead of float64.
def td0(values, states, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    table = np.array(values)
    if table.dtype.kind != "f":
        table = table.astype(float)
    for s, r, s2, d in zip(np.asarray(states).tolist(), np.asarray(rewards, dtype=float),
                           np.asarray(next_states).tolist(), np.asarray(dones, dtype=bool)):
        target = r if d else r + gamma * table[s2]
        table[s] += alpha * (target - table[s])
    return table
