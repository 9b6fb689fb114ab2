# fails: advantages_accept_lists
# mistake: rloo_advantages uses the rewards as they arrive, so a Python list fails (it has no shape); inputs may be lists.
def rloo_advantages(rewards):
    k = rewards.shape[1]  # a Python list has no .shape
    if k < 2:
        raise ValueError("need k >= 2 answers per prompt")
    return rewards - (rewards.sum(axis=1, keepdims=True) - rewards) / (k - 1)
