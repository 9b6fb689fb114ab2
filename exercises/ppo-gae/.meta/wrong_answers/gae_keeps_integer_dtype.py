# fails: gae_accepts_lists_and_integer_arrays
# mistake: The advantages are allocated like the rewards, so integer rewards give an integer array of truncated advantages; gae returns float64 arrays.
# Allocates the output like the rewards: integer rewards give an integer array.
def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    values = np.asarray(values, dtype=float)
    alive = 1.0 - np.asarray(dones, dtype=float)
    advantages = np.zeros_like(rewards)
    running = 0.0
    for t in reversed(range(len(rewards))):
        delta = rewards[t] + gamma * alive[t] * values[t + 1] - values[t]
        running = delta + gamma * lam * alive[t] * running
        advantages[t] = running
    return advantages, advantages + values[:-1]
