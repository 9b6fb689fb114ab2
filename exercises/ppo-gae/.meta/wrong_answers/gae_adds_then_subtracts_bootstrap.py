# fails: gae_ignores_unused_bootstrap_value_even_huge
# mistake: γV_{t+1} is added to every δ_t and taken away again after a done, so a huge unused V_T swallows the reward in rounding; where d_t is 1 it must not enter at all.
# Adds gamma * V(s_{t+1}) everywhere, then takes it away again after a done: with a huge
# unused value the reward is lost in rounding.
def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    done = np.asarray(dones, dtype=float)
    deltas = rewards + gamma * values[1:] - values[:-1] - gamma * done * values[1:]
    advantages = np.empty_like(deltas)
    running = np.zeros_like(deltas[0])
    for t in reversed(range(len(deltas))):
        running = deltas[t] + gamma * lam * (1.0 - done[t]) * running
        advantages[t] = running
    return advantages, advantages + values[:-1]
