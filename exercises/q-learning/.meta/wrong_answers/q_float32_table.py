# fails: q_learning_returns_a_new_float64_table
# mistake: A float table is copied in its own float type, so a float32 table comes back float32 instead of float64.
def q_learning(q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    table = np.array(q)
    if table.dtype.kind != "f":
        table = table.astype(float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, d in steps:
        target = r if d else r + gamma * table[s2].max()
        table[s, a] += alpha * (target - table[s, a])
    return table
