# fails: advantages_zero_for_constant_group_and_single_answer
def group_advantages(rewards, eps=1e-8):
    rewards = np.asarray(rewards, dtype=float)
    centred = rewards - rewards.mean(axis=1, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        return centred / rewards.std(axis=1, keepdims=True)
