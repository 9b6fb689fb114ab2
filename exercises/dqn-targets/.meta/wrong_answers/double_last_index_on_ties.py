# fails: double_dqn_breaks_ties_at_the_lowest_index
# mistake: On a tie in the online values the last tied action is chosen, not the first.
def double_dqn_targets(rewards, dones, next_q_online, next_q_target, gamma=0.99):
    r, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    online = np.asarray(next_q_online, dtype=float)
    a_star = online.shape[1] - 1 - online[:, ::-1].argmax(axis=1)
    scored = np.asarray(next_q_target, dtype=float)[np.arange(len(a_star)), a_star]
    return np.where(d, r, r + gamma * np.where(d, 0.0, scored))
