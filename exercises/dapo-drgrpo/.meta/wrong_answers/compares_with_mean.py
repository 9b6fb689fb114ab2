# fails: informative_matches_worked_examples
# mistake: Each reward is compared with its group's computed mean, which for [0.1, 0.1, 0.1] is not exactly 0.1, so an all-equal group counts as informative.
def informative_groups(rewards):
    r = np.asarray(rewards, dtype=float)
    return (r != r.mean(axis=1, keepdims=True)).any(axis=1)  # the mean of 0.1s is not 0.1
