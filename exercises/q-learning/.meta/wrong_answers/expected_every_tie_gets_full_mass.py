# fails: expected_sarsa_splits_the_greedy_mass_among_exact_ties
# mistake: Each action tied for the maximum gets the whole 1 - epsilon instead of a share (1 - epsilon) / |G|, so with ties the probabilities sum to more than 1.
def expected_sarsa(
    q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99, epsilon=0.1
):
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, d in steps:
        row = table[s2]
        probs = epsilon / row.size + (1 - epsilon) * (row == row.max())
        target = r if d else r + gamma * float(probs @ row)
        table[s, a] += alpha * (target - table[s, a])
    return table
