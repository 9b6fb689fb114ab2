# fails: expected_sarsa_accepts_lists_and_any_integer_dtype
# mistake: The table's shape is read with q.shape before converting q, which fails on the plain list of lists the statement allows.
def expected_sarsa(
    q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99, epsilon=0.1
):
    num_actions = q.shape[1]
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, d in steps:
        row = table[s2]
        greedy = row == row.max()
        probs = epsilon / num_actions + (1 - epsilon) * greedy / greedy.sum()
        target = r if d else r + gamma * float(probs @ row)
        table[s, a] += alpha * (target - table[s, a])
    return table
