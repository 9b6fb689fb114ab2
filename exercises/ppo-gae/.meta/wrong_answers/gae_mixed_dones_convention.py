# fails: gae_done_means_the_episode_ended_at_that_step
# mistake: δ_t uses dones[t] but the carry uses dones[t + 1], half of Baselines' convention; here d_t both cuts V_{t+1} from δ_t and stops A_{t+1} flowing into A_t.
# Half-converted from Baselines: delta_t uses dones[t], but the carry uses dones[t + 1].
def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    alive = 1.0 - np.asarray(dones, dtype=float)
    deltas = rewards + gamma * alive * values[1:] - values[:-1]
    advantages = np.empty_like(deltas)
    running = np.zeros_like(deltas[0])
    for t in reversed(range(len(deltas))):
        carry_alive = alive[t + 1] if t + 1 < len(deltas) else 1.0
        running = deltas[t] + gamma * lam * carry_alive * running
        advantages[t] = running
    return advantages, advantages + values[:-1]
