# fails: q_learning_ignores_terminal_rows_even_huge
# mistake: At a terminal transition the bootstrap is added and then subtracted again, which with a huge unused row rounds the reward away.
def q_learning(q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, d in steps:
        target = r + gamma * table[s2].max()
        if d:
            target -= gamma * table[s2].max()
        table[s, a] += alpha * (target - table[s, a])
    return table
