# fails: constant_step_follows_the_recursion_in_order
# mistake: Under a constant step, an arm's first pull replaces `initial` (a step of 1) instead of moving it by step_size.
def action_values(actions, rewards, num_arms, step_size=None, initial=0.0):
    q = np.full(num_arms, initial, dtype=float)
    counts = np.zeros(num_arms)
    for a, r in zip(np.asarray(actions, dtype=int), np.asarray(rewards, float)):
        counts[a] += 1
        alpha = 1.0 / counts[a] if step_size is None or counts[a] == 1 else step_size
        q[a] += alpha * (r - q[a])
    return q
