# fails: gae_returns_new_float64_arrays
# mistake: With float32 inputs the advantages and returns stay float32; gae returns float64 arrays whatever the inputs' dtype.
# Keeps whatever float type came in.
def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    rewards = np.asarray(rewards)
    values = np.asarray(values)
    if rewards.dtype.kind != "f":
        rewards, values = rewards.astype(float), values.astype(float)
    alive = 1 - np.asarray(dones, dtype=rewards.dtype)
    deltas = rewards + rewards.dtype.type(gamma) * alive * values[1:] - values[:-1]
    advantages = np.empty_like(deltas)
    running = np.zeros_like(deltas[0])
    for t in reversed(range(len(deltas))):
        running = deltas[t] + rewards.dtype.type(gamma * lam) * alive[t] * running
        advantages[t] = running
    return advantages, advantages + values[:-1]
