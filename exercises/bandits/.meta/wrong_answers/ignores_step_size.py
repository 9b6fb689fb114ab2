# fails: action_values_match_spec_examples
# mistake: step_size is ignored: the estimates are always sample averages.
def action_values(actions, rewards, num_arms, step_size=None, initial=0.0):
    q = np.full(num_arms, initial, dtype=float)
    counts = np.zeros(num_arms)
    for a, r in zip(np.asarray(actions, dtype=int), np.asarray(rewards, float)):
        counts[a] += 1
        q[a] += (r - q[a]) / counts[a]
    return q
