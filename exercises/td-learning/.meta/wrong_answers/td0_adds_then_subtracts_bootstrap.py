# fails: td0_ignores_unused_entries_even_huge
# mistake: At a done the bootstrap gamma * V(s') is added and then subtracted again, which with a huge unused value rounds the reward away.
def td0(values, states, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    table = np.array(values, dtype=float)
    for s, r, s2, d in zip(np.asarray(states).tolist(), np.asarray(rewards, dtype=float),
                           np.asarray(next_states).tolist(), np.asarray(dones, dtype=float)):
        target = r + gamma * table[s2]
        target -= d * gamma * table[s2]
        table[s] += alpha * (target - table[s])
    return table
