# fails: sarsa_accepts_lists_and_any_integer_dtype
# mistake: The dones become a mask with 1 - dones, which works on an array but raises a TypeError on the plain list of bools the statement allows.
def sarsa(q, states, actions, rewards, next_states, next_actions, dones, alpha=0.1, gamma=0.99):
    alive = 1 - dones
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(next_actions).tolist(), alive)
    for s, a, r, s2, a2, live in steps:
        target = r + gamma * table[s2, a2] if live else r
        table[s, a] += alpha * (target - table[s, a])
    return table
