# fails: returns_are_new_float64_arrays
# mistake: The returns come back in the rewards' own float type, float32 for float32 rewards, instead of float64.
def discounted_returns(rewards, dones, gamma=0.99):
    rewards = np.asarray(rewards)
    if rewards.dtype.kind != "f":
        rewards = rewards.astype(float)
    dones = np.asarray(dones, dtype=bool)
    out = np.empty(len(rewards), dtype=rewards.dtype)
    running = 0.0
    for t in reversed(range(len(rewards))):
        running = rewards[t] + gamma * (0.0 if dones[t] else running)
        out[t] = running
    return out
