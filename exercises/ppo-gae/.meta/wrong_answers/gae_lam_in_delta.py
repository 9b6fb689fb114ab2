# fails: gae_uses_gamma_and_lam_as_given
# mistake: δ_t discounts V_{t+1} by γλ instead of γ alone; λ belongs only in the carry of A_{t+1}.
# Discounts the bootstrap in delta_t by gamma * lam as well.
def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    alive = 1.0 - np.asarray(dones, dtype=float)
    deltas = rewards + gamma * lam * alive * values[1:] - values[:-1]
    advantages = np.empty_like(deltas)
    running = np.zeros_like(deltas[0])
    for t in reversed(range(len(deltas))):
        running = deltas[t] + gamma * lam * alive[t] * running
        advantages[t] = running
    return advantages, advantages + values[:-1]
