# fails: advantages_are_reward_minus_group_mean_no_std
def drgrpo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    return r - r.mean(axis=0, keepdims=True)  # the mean of each answer slot across prompts
