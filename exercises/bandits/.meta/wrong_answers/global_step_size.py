# fails: sample_averages_count_each_arms_own_pulls
# mistake: With sample averages the step is 1/(t + 1), t counting every pull so far, instead of 1/N(a), the pulls of arm a only.
def action_values(actions, rewards, num_arms, step_size=None, initial=0.0):
    q = np.full(num_arms, initial, dtype=float)
    for t, (a, r) in enumerate(zip(np.asarray(actions, dtype=int), np.asarray(rewards, float))):
        alpha = 1.0 / (t + 1) if step_size is None else step_size
        q[a] += alpha * (r - q[a])
    return q
