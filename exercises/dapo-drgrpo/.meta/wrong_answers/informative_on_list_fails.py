# fails: informative_accepts_lists_and_integer_arrays
def informative_groups(rewards):
    return rewards.max(axis=1) != rewards.min(axis=1)  # a list has no .max
