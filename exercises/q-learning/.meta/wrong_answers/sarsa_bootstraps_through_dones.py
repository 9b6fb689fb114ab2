# fails: sarsa_drops_the_bootstrap_at_a_terminal_transition
# mistake: The target always adds gamma * Q(s', a'), even where dones[t] says the next state is terminal.
def sarsa(q, states, actions, rewards, next_states, next_actions, dones, alpha=0.1, gamma=0.99):
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(next_actions).tolist(), np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, a2, _d in steps:
        target = r + gamma * table[s2, a2]
        table[s, a] += alpha * (target - table[s, a])
    return table
