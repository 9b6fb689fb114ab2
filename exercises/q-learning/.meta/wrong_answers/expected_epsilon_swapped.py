# fails: expected_sarsa_averages_under_the_epsilon_greedy_policy
# mistake: Epsilon is used as the probability of acting greedily and 1 - epsilon as the exploration share, the roles swapped.
def expected_sarsa(
    q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99, epsilon=0.1
):
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, d in steps:
        row = table[s2]
        greedy = row == row.max()
        probs = (1 - epsilon) / row.size + epsilon * greedy / greedy.sum()
        target = r if d else r + gamma * float(probs @ row)
        table[s, a] += alpha * (target - table[s, a])
    return table
