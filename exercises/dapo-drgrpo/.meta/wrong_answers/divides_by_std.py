# fails: advantages_are_reward_minus_group_mean_no_std
def drgrpo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    # GRPO's standardised advantage: the std division Dr. GRPO removes
    return (r - r.mean(axis=1, keepdims=True)) / (r.std(axis=1, keepdims=True) + 1e-6)
