# fails: td0_does_not_bootstrap_through_a_done
# mistake: The target always adds gamma * V(next state), even where dones[t] says the next state is terminal.
def td0(values, states, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    table = np.array(values, dtype=float)
    for s, r, s2 in zip(np.asarray(states).tolist(), np.asarray(rewards, dtype=float),
                        np.asarray(next_states).tolist()):
        table[s] += alpha * (r + gamma * table[s2] - table[s])
    return table
