# fails: expected_sarsa_uses_the_policy_of_the_current_table
# mistake: Every expected next-state value is computed once from the starting table, so no target sees the updates made earlier in the batch.
def expected_sarsa(
    q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99, epsilon=0.1
):
    start = np.array(q, dtype=float)
    greedy = start == start.max(axis=1, keepdims=True)
    policy = epsilon / start.shape[1] + (1 - epsilon) * greedy / greedy.sum(axis=1, keepdims=True)
    expected_next = (policy * start).sum(axis=1)
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, d in steps:
        target = r if d else r + gamma * expected_next[s2]
        table[s, a] += alpha * (target - table[s, a])
    return table
