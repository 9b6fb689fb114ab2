# fails: informative_works_for_graded_and_negative_rewards
# mistake: A group counts as informative when some but not all rewards are positive, which assumes right/wrong rewards; any two unequal rewards make a group informative.
def informative_groups(rewards):
    correct = (np.asarray(rewards, dtype=float) > 0).sum(axis=1)
    return (correct > 0) & (correct < np.shape(rewards)[1])  # assumes right/wrong rewards
