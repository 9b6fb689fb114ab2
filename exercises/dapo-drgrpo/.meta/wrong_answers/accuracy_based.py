# fails: informative_works_for_graded_and_negative_rewards
def informative_groups(rewards):
    correct = (np.asarray(rewards, dtype=float) > 0).sum(axis=1)
    return (correct > 0) & (correct < np.shape(rewards)[1])  # assumes right/wrong rewards
