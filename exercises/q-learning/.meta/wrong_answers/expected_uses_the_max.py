# fails: expected_sarsa_averages_under_the_epsilon_greedy_policy
# mistake: The next-state value is the row's maximum, Q-learning's target, instead of its expectation under the epsilon-greedy policy.
def expected_sarsa(
    q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99, epsilon=0.1
):
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, d in steps:
        target = r if d else r + gamma * table[s2].max()
        table[s, a] += alpha * (target - table[s, a])
    return table
