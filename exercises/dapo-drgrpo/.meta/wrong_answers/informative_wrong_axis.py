# fails: informative_returns_one_bool_per_group
# mistake: The comparison runs down the columns, giving one flag per answer slot instead of one per group (row).
def informative_groups(rewards):
    r = np.asarray(rewards, dtype=float)
    return (r != r[:1, :]).any(axis=0)  # one flag per answer slot, not per group
