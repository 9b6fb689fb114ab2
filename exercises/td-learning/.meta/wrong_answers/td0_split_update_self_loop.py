# fails: td0_self_loop_reads_the_value_before_its_update
# mistake: The update is done in two steps, first towards the reward and then adding alpha * gamma * V(s'), so on a self-loop the bootstrap reads a half-updated value.
def td0(values, states, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    table = np.array(values, dtype=float)
    for s, r, s2, d in zip(np.asarray(states).tolist(), np.asarray(rewards, dtype=float),
                           np.asarray(next_states).tolist(), np.asarray(dones, dtype=bool)):
        table[s] = (1 - alpha) * table[s] + alpha * r
        if not d:
            table[s] += alpha * gamma * table[s2]
    return table
