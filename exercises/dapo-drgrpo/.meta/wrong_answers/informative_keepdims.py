# fails: informative_returns_one_bool_per_group
# mistake: informative_groups returns shape (num_groups, 1); the statement asks for one bool per group, shape (num_groups,).
def informative_groups(rewards):
    r = np.asarray(rewards, dtype=float)
    return (r != r[:, :1]).any(axis=1, keepdims=True)  # shape (num_groups, 1)
