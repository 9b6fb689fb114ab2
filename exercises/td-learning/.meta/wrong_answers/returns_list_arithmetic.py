# fails: returns_accept_lists_and_integer_arrays
# mistake: The dones are turned into a mask with 1 - dones, which works on an array but raises a TypeError on the plain list of bools the statement allows.
def discounted_returns(rewards, dones, gamma=0.99):
    alive = 1 - dones
    rewards = np.asarray(rewards, dtype=float)
    out = np.empty(len(rewards))
    running = 0.0
    for t in reversed(range(len(rewards))):
        running = rewards[t] + gamma * alive[t] * running
        out[t] = running
    return out
