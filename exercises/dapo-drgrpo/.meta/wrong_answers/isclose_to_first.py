# fails: informative_is_exact_not_a_std_threshold
# mistake: Rewards are compared with the group's first one up to a relative tolerance, so 1.0 and 1.000000001 count as equal; the statement asks for exact inequality.
def informative_groups(rewards):
    r = np.asarray(rewards, dtype=float)
    return ~np.isclose(r, r[:, :1]).all(axis=1)  # 1.0 and 1.000000001 count as equal
