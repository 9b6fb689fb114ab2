# fails: advantages_are_reward_minus_group_mean_no_std
# mistake: The advantages are divided by the group's standard deviation plus a small constant, GRPO's scaling; Dr. GRPO only subtracts the group mean.
def drgrpo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    # GRPO's standardised advantage: the std division Dr. GRPO removes
    return (r - r.mean(axis=1, keepdims=True)) / (r.std(axis=1, keepdims=True) + 1e-6)
