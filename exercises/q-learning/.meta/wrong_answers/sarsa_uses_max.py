# fails: sarsa_bootstraps_on_the_next_action_taken
# mistake: The bootstrap is the best action's value max Q(s', .), Q-learning's target, instead of the value of the action taken next.
def sarsa(q, states, actions, rewards, next_states, next_actions, dones, alpha=0.1, gamma=0.99):
    table = np.array(q, dtype=float)
    steps = zip(np.asarray(states).tolist(), np.asarray(actions).tolist(),
                np.asarray(rewards, dtype=float).tolist(), np.asarray(next_states).tolist(),
                np.asarray(next_actions).tolist(), np.asarray(dones, dtype=bool).tolist())
    for s, a, r, s2, _a2, d in steps:
        target = r if d else r + gamma * table[s2].max()
        table[s, a] += alpha * (target - table[s, a])
    return table
