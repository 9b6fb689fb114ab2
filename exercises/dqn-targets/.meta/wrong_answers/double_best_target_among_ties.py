# fails: double_dqn_breaks_ties_at_the_lowest_index
# mistake: Among actions tied in the online net, the best target value is taken.
def double_dqn_targets(rewards, dones, next_q_online, next_q_target, gamma=0.99):
    r, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    online = np.asarray(next_q_online, dtype=float)
    target = np.asarray(next_q_target, dtype=float)
    tied = online == online.max(axis=1, keepdims=True)
    scored = np.where(tied, target, -np.inf).max(axis=1)
    return np.where(d, r, r + gamma * np.where(d, 0.0, scored))
