# fails: informative_matches_worked_examples
# mistake: The test is a standard deviation above 0, and the std of [0.1, 0.1, 0.1] comes out near 1e-17, so an all-equal group counts as informative.
def informative_groups(rewards):
    return np.asarray(rewards, dtype=float).std(axis=1) > 0  # about 1e-17 for [0.1, 0.1, 0.1]
