# fails: td0_bootstraps_from_the_given_next_state
# mistake: The next state is read as states[t + 1], as if the batch were one trajectory, instead of next_states[t].
def td0(values, states, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    table = np.array(values, dtype=float)
    s_list = np.asarray(states).tolist()
    n_list = np.asarray(next_states).tolist()
    rewards = np.asarray(rewards, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    for t, s in enumerate(s_list):
        s2 = s_list[t + 1] if t + 1 < len(s_list) else n_list[t]
        target = rewards[t] if dones[t] else rewards[t] + gamma * table[s2]
        table[s] += alpha * (target - table[s])
    return table
