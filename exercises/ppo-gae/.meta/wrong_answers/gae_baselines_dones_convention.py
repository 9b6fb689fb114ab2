# fails: gae_done_means_the_episode_ended_at_that_step
# mistake: dones is read in the Baselines/CleanRL convention, step t using dones[t + 1], and the last step always bootstraps; here d_t marks the step that ended the episode.
# Baselines/CleanRL reading: dones[t] means "observation t starts an episode", so the step t
# uses 1 - dones[t + 1] (and the rollout's last step always bootstraps).
def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    dones = np.asarray(dones, dtype=float)
    advantages = np.empty_like(rewards)
    last = np.zeros_like(rewards[0])
    for t in reversed(range(len(rewards))):
        nextnonterminal = 1.0 if t == len(rewards) - 1 else 1.0 - dones[t + 1]
        delta = rewards[t] + gamma * values[t + 1] * nextnonterminal - values[t]
        last = delta + gamma * lam * nextnonterminal * last
        advantages[t] = last
    return advantages, advantages + values[:-1]
