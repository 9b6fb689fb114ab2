# fails: dqn_targets_match_spec_examples
# mistake: The bootstrap is the mean of the next state's row, not its maximum.
def dqn_targets(rewards, dones, next_q_target, gamma=0.99):
    r, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    best = np.asarray(next_q_target, dtype=float).mean(axis=1)
    return np.where(d, r, r + gamma * best)
