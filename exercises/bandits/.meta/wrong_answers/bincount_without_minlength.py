# fails: untried_arms_keep_initial_under_both_rules
# mistake: The pulls are counted with np.bincount without minlength, so the arms after the last one pulled are missing from the result.
def action_values(actions, rewards, num_arms, step_size=None, initial=0.0):
    actions = np.asarray(actions, dtype=int)
    rewards = np.asarray(rewards, dtype=float)
    if step_size is None:
        sums = np.bincount(actions, weights=rewards)
        counts = np.bincount(actions)
        return np.where(counts > 0, sums / np.maximum(counts, 1), float(initial))
    q = np.full(num_arms, initial, dtype=float)
    for a, r in zip(actions, rewards):
        q[a] += step_size * (r - q[a])
    return q
