# fails: informative_accepts_lists_and_integer_arrays
# mistake: informative_groups calls array methods on the rewards as they arrive, so a Python list fails; inputs may be lists or integer arrays.
def informative_groups(rewards):
    return rewards.max(axis=1) != rewards.min(axis=1)  # a list has no .max
