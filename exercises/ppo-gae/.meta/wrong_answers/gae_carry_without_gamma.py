# fails: gae_uses_gamma_and_lam_as_given
# mistake: The next advantage is carried back with λ alone; the recursion multiplies it by γλ.
# Carries the next advantage back with lam alone.
def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    alive = 1.0 - np.asarray(dones, dtype=float)
    deltas = rewards + gamma * alive * values[1:] - values[:-1]
    advantages = np.empty_like(deltas)
    running = np.zeros_like(deltas[0])
    for t in reversed(range(len(deltas))):
        running = deltas[t] + lam * alive[t] * running
        advantages[t] = running
    return advantages, advantages + values[:-1]
