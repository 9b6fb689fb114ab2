# fails: advantages_zero_for_equal_group_and_single_answer
# mistake: The advantages are divided by the group's standard deviation whenever it is not 0, so rounding noise in an all-equal group becomes ±1; Dr. GRPO only subtracts the mean.
def drgrpo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    centred = r - r.mean(axis=1, keepdims=True)
    std = r.std(axis=1, keepdims=True)
    # GRPO's scaling, "safely" skipped for constant groups: still not Dr. GRPO
    return np.where(std > 0, centred / np.where(std > 0, std, 1.0), centred)
