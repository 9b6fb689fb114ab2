# fails: dqn_targets_accept_lists_and_integer_arrays
# mistake: The targets are written into np.zeros_like(rewards), an integer array for ints.
def dqn_targets(rewards, dones, next_q_target, gamma=0.99):
    r, d = np.asarray(rewards), np.asarray(dones, dtype=bool)
    best = np.asarray(next_q_target).max(axis=1)
    y = np.zeros_like(r)
    y[:] = np.where(d, r, r + gamma * best)
    return y
