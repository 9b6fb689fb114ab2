# fails: sarsa_drops_the_bootstrap_at_a_terminal_transition
# mistake: The done multiplies the whole target, (1 - d) * (r + gamma * Q(s', a')), so a terminal transition's target is 0 instead of its reward.
def sarsa(q, states, actions, rewards, next_states, next_actions, dones, alpha=0.1, gamma=0.99):
    table = np.array(q, dtype=float)
    steps = zip(
        np.asarray(states).tolist(),
        np.asarray(actions).tolist(),
        np.asarray(rewards, dtype=float).tolist(),
        np.asarray(next_states).tolist(),
        np.asarray(next_actions).tolist(),
        np.asarray(dones, dtype=bool).tolist(),
    )
    for s, a, r, s2, a2, d in steps:
        target = (1 - d) * (r + gamma * table[s2, a2])
        table[s, a] += alpha * (target - table[s, a])
    return table
