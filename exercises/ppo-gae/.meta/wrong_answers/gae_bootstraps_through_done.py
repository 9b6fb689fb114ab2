# fails: gae_does_not_bootstrap_through_a_done
# mistake: δ_t still adds γV_{t+1} where the episode ended; the carry of A_{t+1} is cut at a done, but the bootstrap must be cut too.
# Stops the carry at an episode end but still adds gamma * V(s_{t+1}) to delta_t.
def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    alive = 1.0 - np.asarray(dones, dtype=float)
    deltas = rewards + gamma * values[1:] - values[:-1]
    advantages = np.empty_like(deltas)
    running = np.zeros_like(deltas[0])
    for t in reversed(range(len(deltas))):
        running = deltas[t] + gamma * lam * alive[t] * running
        advantages[t] = running
    return advantages, advantages + values[:-1]
