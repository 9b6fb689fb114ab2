# fails: advantages_return_a_new_array_and_leave_rewards_unchanged
# mistake: The group mean is subtracted in place, inside the caller's rewards array when it is already float; the result must be a new array and the rewards left unchanged.
def drgrpo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)  # the caller's own array when it is already float
    r -= r.mean(axis=1, keepdims=True)
    return r
