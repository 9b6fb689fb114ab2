# fails: expected_sarsa_uses_default_epsilon_alpha_and_gamma
# mistake: Without an epsilon argument the exploration rate is 0.05 instead of the 0.1 the statement gives.
def expected_sarsa(
    q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99, epsilon=0.05
):
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, d in steps:
        row = table[s2]
        greedy = row == row.max()
        probs = epsilon / row.size + (1 - epsilon) * greedy / greedy.sum()
        target = r if d else r + gamma * float(probs @ row)
        table[s, a] += alpha * (target - table[s, a])
    return table
