# fails: td0_uses_default_alpha_and_gamma
# mistake: Without an alpha argument the step size is 0.5 instead of the 0.1 the statement gives.
def td0(values, states, rewards, next_states, dones, alpha=0.5, gamma=0.99):
    table = np.array(values, dtype=float)
    for s, r, s2, d in zip(np.asarray(states).tolist(), np.asarray(rewards, dtype=float),
                           np.asarray(next_states).tolist(), np.asarray(dones, dtype=bool)):
        target = r if d else r + gamma * table[s2]
        table[s] += alpha * (target - table[s])
    return table
