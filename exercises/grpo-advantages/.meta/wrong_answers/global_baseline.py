# fails: advantages_use_population_std
# mistake: One mean and one standard deviation are taken over all the groups together; each row is its own group with its own μ and σ.
def group_advantages(rewards, eps=1e-8):
    rewards = np.asarray(rewards, dtype=float)
    return (rewards - rewards.mean()) / (rewards.std() + eps)  # one baseline for every group
