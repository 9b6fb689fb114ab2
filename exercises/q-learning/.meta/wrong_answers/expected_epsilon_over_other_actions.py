# fails: expected_sarsa_spans_greedy_to_uniform_and_single_actions
# mistake: The non-greedy actions share epsilon, epsilon / (A - 1) each, and the greedy one gets 1 - epsilon: another policy than the statement's epsilon / A to every action, and a division by zero when A = 1.
def expected_sarsa(
    q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99, epsilon=0.1
):
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, d in steps:
        row = table[s2]
        best = int(row.argmax())
        probs = np.full(row.size, epsilon / (row.size - 1))
        probs[best] = 1 - epsilon
        target = r if d else r + gamma * float(probs @ row)
        table[s, a] += alpha * (target - table[s, a])
    return table
