# fails: returns_leave_inputs_unchanged
# mistake: The returns are written over the caller's rewards array (np.asarray makes no copy of a float array) instead of into a new array.
def discounted_returns(rewards, dones, gamma=0.99):
    out = np.asarray(rewards, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    for t in reversed(range(len(out) - 1)):
        if not dones[t]:
            out[t] += gamma * out[t + 1]
    return out
