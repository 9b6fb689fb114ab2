# fails: returns_are_new_float64_arrays
# mistake: The returns are stored in an array shaped and typed like the rewards (np.zeros_like), so integer rewards give integer returns with their fractions cut off.
def discounted_returns(rewards, dones, gamma=0.99):
    rewards = np.asarray(rewards)
    dones = np.asarray(dones, dtype=bool)
    out = np.zeros_like(rewards)
    running = 0.0
    for t in reversed(range(len(rewards))):
        running = rewards[t] + gamma * (0.0 if dones[t] else running)
        out[t] = running
    return out
