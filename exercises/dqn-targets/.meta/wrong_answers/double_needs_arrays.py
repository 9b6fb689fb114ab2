# fails: double_dqn_accepts_lists_and_integer_arrays
# mistake: next_q_online.argmax is called on the input as it comes; a list has no argmax.
def double_dqn_targets(rewards, dones, next_q_online, next_q_target, gamma=0.99):
    r, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    a_star = next_q_online.argmax(axis=1)
    scored = np.asarray(next_q_target, dtype=float)[np.arange(len(r)), a_star]
    return np.where(d, r, r + gamma * np.where(d, 0.0, scored))
