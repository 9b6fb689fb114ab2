# fails: expected_sarsa_leaves_inputs_unchanged
# mistake: The updates are written into the caller's q (np.asarray makes no copy of a float array) instead of a new table.
def expected_sarsa(
    q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99, epsilon=0.1
):
    table = np.asarray(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, d in steps:
        row = table[s2]
        greedy = row == row.max()
        probs = epsilon / row.size + (1 - epsilon) * greedy / greedy.sum()
        target = r if d else r + gamma * float(probs @ row)
        table[s, a] += alpha * (target - table[s, a])
    return table.copy()
