# fails: advantages_use_population_std
# mistake: The advantages are divided by the sample standard deviation (ddof=1); the statement normalises by the population one, which divides by G.
def group_advantages(rewards, eps=1e-8):
    rewards = np.asarray(rewards, dtype=float)
    std = rewards.std(axis=1, ddof=1, keepdims=True)  # sample std: divides by G - 1
    return (rewards - rewards.mean(axis=1, keepdims=True)) / (std + eps)
