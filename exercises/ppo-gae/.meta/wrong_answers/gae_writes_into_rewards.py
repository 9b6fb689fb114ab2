# fails: gae_leaves_inputs_unchanged
# mistake: The one-step errors are computed in place, inside the caller's rewards array; the inputs must be left unchanged.
# Computes the deltas in place, in the caller's rewards array.
def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    deltas = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    alive = 1.0 - np.asarray(dones, dtype=float)
    deltas += gamma * alive * values[1:] - values[:-1]
    advantages = np.empty_like(deltas)
    running = np.zeros_like(deltas[0])
    for t in reversed(range(len(deltas))):
        running = deltas[t] + gamma * lam * alive[t] * running
        advantages[t] = running
    return advantages, advantages + values[:-1]
