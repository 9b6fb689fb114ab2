# fails: dqn_targets_match_spec_examples
# mistake: The done mask is upside down: only terminal transitions bootstrap.
def dqn_targets(rewards, dones, next_q_target, gamma=0.99):
    r, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=bool)
    best = np.asarray(next_q_target, dtype=float).max(axis=1)
    return np.where(d, r + gamma * best, r)
