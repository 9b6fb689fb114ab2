# fails: informative_returns_one_bool_per_group
# mistake: informative_groups returns 0 and 1 as integers; the statement asks for an array of dtype bool.
def informative_groups(rewards):
    r = np.asarray(rewards, dtype=float)
    return (r.max(axis=1) > r.min(axis=1)).astype(int)  # 0/1, not False/True
