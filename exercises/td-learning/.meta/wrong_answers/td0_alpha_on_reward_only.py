# fails: td0_moves_a_value_alpha_of_the_way_to_its_target
# mistake: Only the reward is scaled by alpha: V(s) <- V(s) + alpha * r + gamma * V(s') - V(s) replaces the value by the bootstrap instead of moving it a step alpha.
def td0(values, states, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    table = np.array(values, dtype=float)
    for s, r, s2, d in zip(np.asarray(states).tolist(), np.asarray(rewards, dtype=float),
                           np.asarray(next_states).tolist(), np.asarray(dones, dtype=bool)):
        table[s] += alpha * r + (0.0 if d else gamma * table[s2]) - table[s]
    return table
