# fails: dqn_targets_accept_lists_and_integer_arrays
# mistake: dones is negated with ~ as it comes, which a Python list of bools refuses.
def dqn_targets(rewards, dones, next_q_target, gamma=0.99):
    r = np.asarray(rewards, dtype=float)
    best = np.asarray(next_q_target, dtype=float).max(axis=1)
    return r + gamma * np.where(~dones, best, 0.0)
