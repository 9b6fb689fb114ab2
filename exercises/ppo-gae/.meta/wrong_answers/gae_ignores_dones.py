# fails: gae_matches_example_parallel_environments
# mistake: dones is ignored: values are bootstrapped through episode ends and advantages carried back across them.
def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    deltas = rewards + gamma * values[1:] - values[:-1]
    advantages = np.empty_like(deltas)
    running = np.zeros_like(deltas[0])
    for t in reversed(range(len(deltas))):
        running = deltas[t] + gamma * lam * running
        advantages[t] = running
    return advantages, advantages + values[:-1]
