# fails: informative_is_exact_not_a_std_threshold
# mistake: Rewards that differ by a tiny amount count as equal (compared up to a tolerance, or through a threshold on the group's standard deviation); the statement asks for exact inequality.
def informative_groups(rewards):
    r = np.asarray(rewards, dtype=float)
    return ~np.isclose(r, r[:, :1]).all(axis=1)  # 1.0 and 1.000000001 count as equal
