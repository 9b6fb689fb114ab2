# fails: td0_does_not_bootstrap_through_a_done
# mistake: At a done the whole target r + gamma * V(s') is multiplied by (1 - d_t), so the transition that ends an episode loses its own reward; the statement's target there is r_t alone.
def td0(values, states, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    table = np.array(values, dtype=float)
    for s, r, s2, d in zip(
        np.asarray(states).tolist(),
        np.asarray(rewards, dtype=float),
        np.asarray(next_states).tolist(),
        np.asarray(dones, dtype=float),
    ):
        target = (1.0 - d) * (r + gamma * table[s2])
        table[s] += alpha * (target - table[s])
    return table
