# fails: q_learning_matches_spec_examples
# mistake: The update adds alpha times the target without subtracting Q(s_t, a_t): it is not a step towards the target.
def q_learning(q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, d in steps:
        target = r if d else r + gamma * table[s2].max()
        table[s, a] += alpha * target
    return table
