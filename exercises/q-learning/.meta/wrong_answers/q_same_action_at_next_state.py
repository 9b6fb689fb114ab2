# fails: q_learning_bootstraps_on_the_max_of_the_next_row
# mistake: The bootstrap is Q(s'_t, a_t), the same action taken again in the next state, instead of the best action there.
def q_learning(q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, d in steps:
        target = r if d else r + gamma * table[s2, a]
        table[s, a] += alpha * (target - table[s, a])
    return table
