# fails: td0_matches_spec_examples
# mistake: The TD error is added to V(next_states[t]) instead of V(states[t]): the update must move the value of the state the transition left.
def td0(values, states, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    table = np.array(values, dtype=float)
    for s, r, s2, d in zip(np.asarray(states).tolist(), np.asarray(rewards, dtype=float),
                           np.asarray(next_states).tolist(), np.asarray(dones, dtype=bool)):
        target = r if d else r + gamma * table[s2]
        table[s2] += alpha * (target - table[s])
    return table
