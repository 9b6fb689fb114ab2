# fails: informative_works_for_graded_and_negative_rewards
def informative_groups(rewards):
    r = np.asarray(rewards, dtype=float)
    return r[:, 0] != r[:, -1]  # misses [2, 1, 2]
