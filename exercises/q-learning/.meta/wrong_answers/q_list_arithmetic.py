# fails: q_learning_accepts_lists_and_any_integer_dtype
# mistake: The rewards are scaled with alpha * rewards before converting them, which fails on the plain list the statement allows.
def q_learning(q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    step = alpha * rewards
    table = np.array(q, dtype=float)
    for t in range(len(states)):
        s, a, s2 = int(states[t]), int(actions[t]), int(next_states[t])
        bootstrap = 0.0 if dones[t] else alpha * gamma * table[s2].max()
        table[s, a] += step[t] + bootstrap - alpha * table[s, a]
    return table
