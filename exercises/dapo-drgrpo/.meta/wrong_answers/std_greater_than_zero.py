# fails: informative_matches_worked_examples
def informative_groups(rewards):
    return np.asarray(rewards, dtype=float).std(axis=1) > 0  # about 1e-17 for [0.1, 0.1, 0.1]
