# fails: dqn_targets_keep_the_reward_and_drop_the_bootstrap_at_terminals
# mistake: dones is ignored: terminal transitions bootstrap from their next state's row.
def dqn_targets(rewards, dones, next_q_target, gamma=0.99):
    r = np.asarray(rewards, dtype=float)
    return r + gamma * np.asarray(next_q_target, dtype=float).max(axis=1)
