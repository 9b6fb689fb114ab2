# fails: q_learning_drops_the_bootstrap_at_a_terminal_transition
# mistake: The done multiplies the whole target, (1 - d) * (r + gamma * max Q(s')), so a terminal transition's target is 0 instead of its reward.
def q_learning(q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, d in steps:
        target = (1 - d) * (r + gamma * table[s2].max())
        table[s, a] += alpha * (target - table[s, a])
    return table
