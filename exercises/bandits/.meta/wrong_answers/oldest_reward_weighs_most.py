# fails: constant_step_follows_the_recursion_in_order
# mistake: The pulls are applied from the last to the first, so under a constant step the oldest reward weighs most instead of the most recent.
def action_values(actions, rewards, num_arms, step_size=None, initial=0.0):
    q = np.full(num_arms, initial, dtype=float)
    counts = np.zeros(num_arms)
    pulls = list(zip(np.asarray(actions, dtype=int), np.asarray(rewards, float)))
    for a, r in reversed(pulls):
        counts[a] += 1
        alpha = 1.0 / counts[a] if step_size is None else step_size
        q[a] += alpha * (r - q[a])
    return q
