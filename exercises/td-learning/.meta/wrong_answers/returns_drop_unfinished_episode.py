# fails: returns_of_an_unfinished_episode_sum_what_is_there
# mistake: The steps after the last done get a return of 0, as if an episode without its end had no return, instead of the discounted sum of the rewards that are there.
def discounted_returns(rewards, dones, gamma=0.99):
    rewards = np.asarray(rewards, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    out = np.zeros(len(rewards))
    running, complete = 0.0, False
    for t in reversed(range(len(rewards))):
        if dones[t]:
            running, complete = 0.0, True
        running = rewards[t] + gamma * running
        out[t] = running if complete else 0.0
    return out
