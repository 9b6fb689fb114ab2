# fails: returns_match_spec_examples
# mistake: The sum runs forwards in time, G_t = r_t + gamma * G_{t-1}: each step gets the discounted rewards that came before it in the episode instead of those after it.
def discounted_returns(rewards, dones, gamma=0.99):
    rewards = np.asarray(rewards, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    out = np.empty(len(rewards))
    running = 0.0
    for t in range(len(rewards)):
        running = rewards[t] + gamma * running
        out[t] = running
        if dones[t]:
            running = 0.0
    return out
