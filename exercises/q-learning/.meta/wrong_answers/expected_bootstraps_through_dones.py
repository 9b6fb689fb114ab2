# fails: expected_sarsa_drops_the_bootstrap_at_a_terminal_transition
# mistake: The target always adds gamma times the next row's expectation, even where dones[t] says the next state is terminal.
def expected_sarsa(
    q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99, epsilon=0.1
):
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, _d in steps:
        row = table[s2]
        greedy = row == row.max()
        probs = epsilon / row.size + (1 - epsilon) * greedy / greedy.sum()
        target = r + gamma * float(probs @ row)
        table[s, a] += alpha * (target - table[s, a])
    return table
