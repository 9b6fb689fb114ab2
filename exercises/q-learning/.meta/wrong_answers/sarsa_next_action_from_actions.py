# fails: sarsa_bootstraps_on_the_next_action_taken
# mistake: The next action is read as actions[t + 1], as if the batch were one trajectory, instead of next_actions[t].
def sarsa(q, states, actions, rewards, next_states, next_actions, dones, alpha=0.1, gamma=0.99):
    table = np.array(q, dtype=float)
    s_, a_ = np.asarray(states).tolist(), np.asarray(actions).tolist()
    s2_, a2_ = np.asarray(next_states).tolist(), np.asarray(next_actions).tolist()
    r_, d_ = np.asarray(rewards, dtype=float).tolist(), np.asarray(dones, dtype=bool).tolist()
    for t in range(len(s_)):
        a2 = a_[t + 1] if t + 1 < len(a_) else a2_[t]
        target = r_[t] if d_[t] else r_[t] + gamma * table[s2_[t], a2]
        table[s_[t], a_[t]] += alpha * (target - table[s_[t], a_[t]])
    return table
