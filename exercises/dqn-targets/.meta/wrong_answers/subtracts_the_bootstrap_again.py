# fails: dqn_targets_keep_the_reward_and_drop_the_bootstrap_at_terminals
# mistake: Terminal targets add gamma * max and subtract it again, which loses r next to 1e300.
def dqn_targets(rewards, dones, next_q_target, gamma=0.99):
    r, d = np.asarray(rewards, dtype=float), np.asarray(dones, dtype=float)
    best = np.asarray(next_q_target, dtype=float).max(axis=1)
    return r + gamma * best - d * gamma * best
