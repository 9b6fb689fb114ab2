# fails: sample_averages_count_each_arms_own_pulls
# mistake: All pulls update the table at once with q[actions] += ..., so of the pulls of a repeated arm only the last counts, and each reads the starting estimate.
def action_values(actions, rewards, num_arms, step_size=None, initial=0.0):
    actions = np.asarray(actions, dtype=int)
    rewards = np.asarray(rewards, dtype=float)
    q = np.full(num_arms, initial, dtype=float)
    counts = np.bincount(actions, minlength=num_arms)
    alpha = 1.0 / np.maximum(counts[actions], 1) if step_size is None else step_size
    q[actions] += alpha * (rewards - q[actions])
    return q
