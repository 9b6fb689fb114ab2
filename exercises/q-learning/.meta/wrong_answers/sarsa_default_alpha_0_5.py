# fails: sarsa_uses_default_alpha_and_gamma
# mistake: Without an alpha argument the step size is 0.5 instead of the 0.1 the statement gives.
def sarsa(q, states, actions, rewards, next_states, next_actions, dones, alpha=0.5, gamma=0.99):
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(next_actions).tolist(), np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, a2, d in steps:
        target = r if d else r + gamma * table[s2, a2]
        table[s, a] += alpha * (target - table[s, a])
    return table
