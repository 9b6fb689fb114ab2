# fails: informative_is_exact_not_a_std_threshold
def informative_groups(rewards):
    return np.asarray(rewards, dtype=float).std(axis=1) > 1e-6
