# fails: advantages_zero_for_constant_group_and_single_answer
# mistake: ε is left out of the division, so a group whose rewards are all equal gives 0/0 = nan instead of advantages of 0.
def group_advantages(rewards, eps=1e-8):
    rewards = np.asarray(rewards, dtype=float)
    centred = rewards - rewards.mean(axis=1, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        return centred / rewards.std(axis=1, keepdims=True)
