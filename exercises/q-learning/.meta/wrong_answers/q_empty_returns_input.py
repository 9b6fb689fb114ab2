# fails: no_transitions_give_a_copy_of_the_table
# mistake: With no transitions the table passed in is returned as it is, not a new float64 copy.
def q_learning(q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    if len(states) == 0:
        return q
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, d in steps:
        target = r if d else r + gamma * table[s2].max()
        table[s, a] += alpha * (target - table[s, a])
    return table
