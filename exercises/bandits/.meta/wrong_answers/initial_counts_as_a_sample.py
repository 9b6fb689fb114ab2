# fails: sample_averages_replace_the_initial_value
# mistake: With sample averages, `initial` is counted as a first sample, so an arm's first pull moves it by 1/2 instead of replacing it.
def action_values(actions, rewards, num_arms, step_size=None, initial=0.0):
    q = np.full(num_arms, initial, dtype=float)
    counts = np.ones(num_arms)
    for a, r in zip(np.asarray(actions, dtype=int), np.asarray(rewards, float)):
        counts[a] += 1
        alpha = 1.0 / counts[a] if step_size is None else step_size
        q[a] += alpha * (r - q[a])
    return q
