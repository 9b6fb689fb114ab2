# fails: advantages_are_reward_minus_group_mean_no_std
def drgrpo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    means = r.mean(axis=1)
    if r.shape[0] == r.shape[1]:
        return r - means  # broadcasts along the wrong axis for a square batch
    return r - means[:, None]
