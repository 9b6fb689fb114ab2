# fails: returns_of_an_unfinished_episode_sum_what_is_there
# mistake: It raises an error when the last step is not an episode end, but an episode cut off by the end of the data is allowed and sums the rewards it has.
def discounted_returns(rewards, dones, gamma=0.99):
    if not np.asarray(dones, dtype=bool)[-1]:
        raise ValueError("the last episode is not complete")
    rewards = np.asarray(rewards, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    out = np.empty(len(rewards))
    running = 0.0
    for t in reversed(range(len(rewards))):
        running = rewards[t] + gamma * (0.0 if dones[t] else running)
        out[t] = running
    return out
