# fails: gae_returns_are_advantages_plus_values
# mistake: The returns are the discounted sums of rewards bootstrapped from V_T; the value targets are A_t + V_t.
# Value targets as the discounted sum of rewards (bootstrapped from V_T), not A_t + V_t.
_right_gae = gae


def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    advantages, _ = _right_gae(rewards, values, dones, gamma, lam)
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    alive = 1.0 - np.asarray(dones, dtype=float)
    returns = np.empty_like(rewards)
    running = values[-1]
    for t in reversed(range(len(rewards))):
        running = rewards[t] + gamma * alive[t] * running
        returns[t] = running
    return advantages, returns
