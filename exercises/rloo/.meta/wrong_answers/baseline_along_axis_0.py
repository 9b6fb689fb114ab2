# fails: advantages_use_the_mean_of_the_other_answers
def rloo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    k = r.shape[1]
    if k < 2:
        raise ValueError("need k >= 2")
    # TRL's (k, B) layout applied to a (B, k) array: compares answers to other prompts' answers
    return r - (r.sum(axis=0, keepdims=True) - r) / (r.shape[0] - 1)
