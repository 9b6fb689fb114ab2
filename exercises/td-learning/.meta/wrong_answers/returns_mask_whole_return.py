# fails: returns_keep_the_reward_of_the_step_that_ends_an_episode
# mistake: The done multiplies the whole return, (1 - d_t) * (r_t + gamma * G_{t+1}), so the step that ends an episode returns 0 instead of its own reward.
def discounted_returns(rewards, dones, gamma=0.99):
    rewards = np.asarray(rewards, dtype=float)
    alive = 1.0 - np.asarray(dones, dtype=float)
    out = np.empty(len(rewards))
    running = 0.0
    for t in reversed(range(len(rewards))):
        running = alive[t] * (rewards[t] + gamma * running)
        out[t] = running
    return out
