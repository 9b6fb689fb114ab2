# fails: informative_matches_worked_examples
def informative_groups(rewards):
    r = np.asarray(rewards, dtype=float)
    return (r != r.mean(axis=1, keepdims=True)).any(axis=1)  # the mean of 0.1s is not 0.1
