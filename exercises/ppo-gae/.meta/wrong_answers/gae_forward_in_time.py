# fails: gae_matches_example_one_environment
# mistake: The recursion runs forward in time, so each advantage collects past errors instead of future ones; GAE sweeps backwards from the last step.
# Runs the recursion forwards, so each advantage collects the past instead of the future.
def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    alive = 1.0 - np.asarray(dones, dtype=float)
    deltas = rewards + gamma * alive * values[1:] - values[:-1]
    advantages = np.empty_like(deltas)
    running = np.zeros_like(deltas[0])
    for t in range(len(deltas)):
        running = deltas[t] + gamma * lam * alive[t] * running
        advantages[t] = running
    return advantages, advantages + values[:-1]
