# fails: no_pulls_give_the_initial_values
# mistake: With no pulls, np.asarray([]) is a float array that np.bincount refuses, so T = 0 raises instead of giving `initial` for every arm.
def action_values(actions, rewards, num_arms, step_size=None, initial=0.0):
    actions = np.asarray(actions)
    rewards = np.asarray(rewards, dtype=float)
    if step_size is None:
        sums = np.bincount(actions, weights=rewards, minlength=num_arms)
        counts = np.bincount(actions, minlength=num_arms)
        return np.where(counts > 0, sums / np.maximum(counts, 1), float(initial))
    q = np.full(num_arms, initial, dtype=float)
    for a, r in zip(actions, rewards):
        q[a] += step_size * (r - q[a])
    return q
