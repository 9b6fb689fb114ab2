# fails: advantages_zero_for_equal_group_and_single_answer
def drgrpo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    centred = r - r.mean(axis=1, keepdims=True)
    std = r.std(axis=1, keepdims=True)
    # GRPO's scaling, "safely" skipped for constant groups: still not Dr. GRPO
    return np.where(std > 0, centred / np.where(std > 0, std, 1.0), centred)
