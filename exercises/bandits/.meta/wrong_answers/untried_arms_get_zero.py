# fails: untried_arms_keep_initial_under_both_rules
# mistake: With sample averages, an arm that was never pulled gets 0 instead of keeping `initial`.
def action_values(actions, rewards, num_arms, step_size=None, initial=0.0):
    actions = np.asarray(actions, dtype=int)
    rewards = np.asarray(rewards, dtype=float)
    if step_size is None:
        sums = np.bincount(actions, weights=rewards, minlength=num_arms)
        counts = np.bincount(actions, minlength=num_arms)
        return np.where(counts > 0, sums / np.maximum(counts, 1), 0.0)
    q = np.full(num_arms, initial, dtype=float)
    for a, r in zip(actions, rewards):
        q[a] += step_size * (r - q[a])
    return q
