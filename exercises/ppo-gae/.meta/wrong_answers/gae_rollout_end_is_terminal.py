# fails: gae_bootstraps_from_the_last_value
# mistake: The end of the rollout is treated as an episode end, so V_T is never used; unless dones[T−1] is True, δ_{T−1} bootstraps from V_T.
# Treats the end of the rollout as the end of the episode: V(s_T) is never used.
def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    alive = 1.0 - np.asarray(dones, dtype=float)
    next_values = values[1:].copy()
    next_values[-1] = 0.0
    deltas = rewards + gamma * alive * next_values - values[:-1]
    advantages = np.empty_like(deltas)
    running = np.zeros_like(deltas[0])
    for t in reversed(range(len(deltas))):
        running = deltas[t] + gamma * lam * alive[t] * running
        advantages[t] = running
    return advantages, advantages + values[:-1]
