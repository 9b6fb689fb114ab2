# fails: returns_use_default_gamma_0_99
# mistake: Without a gamma argument the returns are not discounted (gamma = 1) instead of using gamma = 0.99.
def discounted_returns(rewards, dones, gamma=1.0):
    rewards = np.asarray(rewards, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    out = np.empty(len(rewards))
    running = 0.0
    for t in reversed(range(len(rewards))):
        running = rewards[t] + gamma * (0.0 if dones[t] else running)
        out[t] = running
    return out
