# fails: advantages_are_reward_minus_group_mean_no_std
# mistake: For a square batch the row means broadcast along the wrong axis, so answer j of every group has group j's mean subtracted.
def drgrpo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    means = r.mean(axis=1)
    if r.shape[0] == r.shape[1]:
        return r - means  # broadcasts along the wrong axis for a square batch
    return r - means[:, None]
