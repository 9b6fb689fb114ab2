# fails: advantages_use_population_std
def group_advantages(rewards, eps=1e-8):
    rewards = np.asarray(rewards, dtype=float)
    return (rewards - rewards.mean()) / (rewards.std() + eps)  # one baseline for every group
