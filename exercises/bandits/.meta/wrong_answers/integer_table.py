# fails: integer_inputs_give_float_estimates
# mistake: With an int `initial` the table is an integer array (np.full takes the dtype of `initial`), so every update is cut to a whole number.
def action_values(actions, rewards, num_arms, step_size=None, initial=0.0):
    q = np.full(num_arms, initial)
    counts = np.zeros(num_arms)
    for a, r in zip(np.asarray(actions, dtype=int), np.asarray(rewards, float)):
        counts[a] += 1
        alpha = 1.0 / counts[a] if step_size is None else step_size
        q[a] += alpha * (r - q[a])
    return q
