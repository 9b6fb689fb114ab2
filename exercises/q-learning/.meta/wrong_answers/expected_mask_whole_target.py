# fails: expected_sarsa_drops_the_bootstrap_at_a_terminal_transition
# mistake: The done multiplies the whole target, (1 - d) * (r + gamma * the next row's expectation), so a terminal transition's target is 0 instead of its reward.
def expected_sarsa(
    q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99, epsilon=0.1
):
    table = np.array(q, dtype=float)
    steps = zip(
        np.asarray(states).tolist(),
        np.asarray(actions).tolist(),
        np.asarray(rewards, dtype=float).tolist(),
        np.asarray(next_states).tolist(),
        np.asarray(dones, dtype=bool).tolist(),
    )
    for s, a, r, s2, d in steps:
        row = table[s2]
        greedy = row == row.max()
        probs = epsilon / row.size + (1 - epsilon) * greedy / greedy.sum()
        target = (1 - d) * (r + gamma * float(probs @ row))
        table[s, a] += alpha * (target - table[s, a])
    return table
