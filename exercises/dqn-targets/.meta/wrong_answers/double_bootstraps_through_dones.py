# fails: double_dqn_never_reads_terminal_rows
# mistake: dones is ignored: terminal transitions bootstrap from their rows too.
def double_dqn_targets(rewards, dones, next_q_online, next_q_target, gamma=0.99):
    r = np.asarray(rewards, dtype=float)
    a_star = np.asarray(next_q_online, dtype=float).argmax(axis=1)
    scored = np.asarray(next_q_target, dtype=float)[np.arange(len(r)), a_star]
    return r + gamma * scored
