# fails: q_learning_uses_default_alpha_and_gamma
# mistake: Without a gamma argument the discount is 0.9 instead of the 0.99 the statement gives.
def q_learning(q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.9):
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, d in steps:
        target = r if d else r + gamma * table[s2].max()
        table[s, a] += alpha * (target - table[s, a])
    return table
