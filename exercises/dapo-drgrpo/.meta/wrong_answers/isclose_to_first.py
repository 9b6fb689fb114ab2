# fails: informative_is_exact_not_a_std_threshold
def informative_groups(rewards):
    r = np.asarray(rewards, dtype=float)
    return ~np.isclose(r, r[:, :1]).all(axis=1)  # 1.0 and 1.000000001 count as equal
