# fails: advantages_add_eps_to_std
def group_advantages(rewards, eps=1e-8):
    rewards = np.asarray(rewards, dtype=float)
    var = rewards.var(axis=1, keepdims=True)
    return (rewards - rewards.mean(axis=1, keepdims=True)) / np.sqrt(var + eps)
