# fails: expected_sarsa_uses_the_policy_of_the_current_table
# mistake: The epsilon-greedy policy of every state is fixed from the table the batch started with, while the statement takes it from the current table at each target.
def expected_sarsa(
    q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99, epsilon=0.1
):
    start = np.array(q, dtype=float)
    greedy = start == start.max(axis=1, keepdims=True)
    policy = epsilon / start.shape[1] + (1 - epsilon) * greedy / greedy.sum(axis=1, keepdims=True)
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, d in steps:
        target = r if d else r + gamma * float(policy[s2] @ table[s2])
        table[s, a] += alpha * (target - table[s, a])
    return table
