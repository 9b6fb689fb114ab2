# fails: gae_time_is_axis_0_for_any_shape
# mistake: gae loops over environments as columns, so one environment comes back with shape (T, 1) and more axes fail; axis 0 is time whatever the number of axes.
# Loops over environments as columns: works for (T, envs) only.
def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    if rewards.ndim == 1:
        rewards, values, dones = rewards[:, None], values[:, None], dones[:, None]
    advantages = np.zeros_like(rewards)
    for e in range(rewards.shape[1]):
        running = 0.0
        for t in reversed(range(rewards.shape[0])):
            alive = 0.0 if dones[t, e] else 1.0
            delta = rewards[t, e] + gamma * alive * values[t + 1, e] - values[t, e]
            running = delta + gamma * lam * alive * running
            advantages[t, e] = running
    return advantages, advantages + values[:-1]
