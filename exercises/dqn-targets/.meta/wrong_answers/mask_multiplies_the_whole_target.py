# fails: dqn_targets_keep_the_reward_and_drop_the_bootstrap_at_terminals
# mistake: (1 - d) multiplies the whole target, so a terminal transition loses its reward.
def dqn_targets(rewards, dones, next_q_target, gamma=0.99):
    r, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=float)
    best = np.where(d > 0, 0.0, np.asarray(next_q_target, dtype=float).max(axis=1))
    return (1.0 - d) * (r + gamma * best)
