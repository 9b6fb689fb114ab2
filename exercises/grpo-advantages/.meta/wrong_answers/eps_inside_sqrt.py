# fails: advantages_add_eps_to_std
# mistake: ε is added to the variance inside the square root; the statement adds it to σ after the square root.
def group_advantages(rewards, eps=1e-8):
    rewards = np.asarray(rewards, dtype=float)
    var = rewards.var(axis=1, keepdims=True)
    return (rewards - rewards.mean(axis=1, keepdims=True)) / np.sqrt(var + eps)
