# fails: returns_read_each_steps_own_done
# mistake: Step t reads dones[t + 1], the 'this observation starts an episode' convention of Baselines and CleanRL, so every episode is cut one step too early.
def discounted_returns(rewards, dones, gamma=0.99):
    rewards = np.asarray(rewards, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    out = np.empty(len(rewards))
    running = 0.0
    for t in reversed(range(len(rewards))):
        starts_next = t + 1 < len(rewards) and dones[t + 1]
        running = rewards[t] + (0.0 if starts_next else gamma * running)
        out[t] = running
    return out
