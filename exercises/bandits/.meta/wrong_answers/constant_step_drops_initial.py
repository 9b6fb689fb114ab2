# fails: constant_step_follows_the_recursion_in_order
# mistake: Under a constant step, a pulled arm's estimate leaves out the (1 - alpha)^n * initial term: only the weighted rewards are summed.
def action_values(actions, rewards, num_arms, step_size=None, initial=0.0):
    actions = np.asarray(actions, dtype=int)
    rewards = np.asarray(rewards, dtype=float)
    q = np.full(num_arms, initial, dtype=float)
    for a in range(num_arms):
        mine = rewards[actions == a]
        if mine.size == 0:
            continue
        if step_size is None:
            q[a] = mine.mean()
        else:
            n = mine.size
            weights = step_size * (1 - step_size) ** (n - 1 - np.arange(n))
            q[a] = np.sum(weights * mine)
    return q
