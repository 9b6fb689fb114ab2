# fails: advantages_are_reward_minus_group_mean_no_std
# mistake: The mean is taken down each column, across prompts, instead of along each row, over the G answers of one group.
def drgrpo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    return r - r.mean(axis=0, keepdims=True)  # the mean of each answer slot across prompts
