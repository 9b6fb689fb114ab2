# fails: gae_does_not_carry_advantage_across_a_done
# mistake: The bootstrap is cut at an episode end but A_{t+1} is still carried back across it; the carry needs the (1 − d_t) factor too.
# Cuts the bootstrap at an episode end but keeps carrying the next episode's advantage back.
def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    alive = 1.0 - np.asarray(dones, dtype=float)
    deltas = rewards + gamma * alive * values[1:] - values[:-1]
    advantages = np.empty_like(deltas)
    running = np.zeros_like(deltas[0])
    for t in reversed(range(len(deltas))):
        running = deltas[t] + gamma * lam * running
        advantages[t] = running
    return advantages, advantages + values[:-1]
