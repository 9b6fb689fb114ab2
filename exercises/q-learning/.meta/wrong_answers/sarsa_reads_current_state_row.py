# fails: sarsa_matches_spec_example
# mistake: The bootstrap reads Q(s_t, next_actions[t]) in the current state's row instead of Q(s'_t, next_actions[t]) in the next state's.
def sarsa(q, states, actions, rewards, next_states, next_actions, dones, alpha=0.1, gamma=0.99):
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(next_actions).tolist(), np.asarray(dones, dtype=bool).tolist())
    for s, a, r, _s2, a2, d in steps:
        target = r if d else r + gamma * table[s, a2]
        table[s, a] += alpha * (target - table[s, a])
    return table
