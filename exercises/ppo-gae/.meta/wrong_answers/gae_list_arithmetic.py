# fails: gae_accepts_lists_and_integer_arrays
# mistake: gae does arithmetic on its inputs as they arrive, so a Python list of dones raises a TypeError; inputs may be lists or integer arrays.
# Assumes numpy arrays: 1 - dones fails for a list of bools.
def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    alive = 1 - dones
    deltas = rewards + gamma * alive * values[1:] - values[:-1]
    advantages = np.empty_like(deltas, dtype=float)
    running = np.zeros_like(advantages[0])
    for t in reversed(range(len(deltas))):
        running = deltas[t] + gamma * lam * alive[t] * running
        advantages[t] = running
    return advantages, advantages + values[:-1]
