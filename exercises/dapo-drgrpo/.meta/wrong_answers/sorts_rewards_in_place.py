# fails: informative_leaves_rewards_unchanged
# mistake: The rewards are sorted in place, reordering the caller's rows; the inputs must be left unchanged.
def informative_groups(rewards):
    r = np.asarray(rewards, dtype=float)  # the caller's array when it is already float
    r.sort(axis=1)  # sorts the caller's rows
    return r[:, 0] != r[:, -1]
