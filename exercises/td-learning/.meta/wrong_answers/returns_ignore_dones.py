# fails: returns_restart_after_each_episode_end
# mistake: These returns run straight through every episode end: dones is never used, so a later episode's rewards flow back into an earlier one.
def discounted_returns(rewards, dones, gamma=0.99):
    rewards = np.asarray(rewards, dtype=float)
    out = np.empty(len(rewards))
    running = 0.0
    for t in reversed(range(len(rewards))):
        running = rewards[t] + gamma * running
        out[t] = running
    return out
