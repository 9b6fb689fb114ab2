# fails: informative_works_for_graded_and_negative_rewards
# mistake: Only each group's first and last rewards are compared, so a group like [2, 1, 2] is missed; any two unequal rewards make a group informative.
def informative_groups(rewards):
    r = np.asarray(rewards, dtype=float)
    return r[:, 0] != r[:, -1]  # misses [2, 1, 2]
