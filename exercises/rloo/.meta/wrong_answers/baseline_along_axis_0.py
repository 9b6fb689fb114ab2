# fails: advantages_use_the_mean_of_the_other_answers
# mistake: The leave-one-out baseline is taken down the columns, TRL's (k, B) layout, so each answer is compared with other prompts' answers; here a row is a prompt.
def rloo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    k = r.shape[1]
    if k < 2:
        raise ValueError("need k >= 2")
    # TRL's (k, B) layout applied to a (B, k) array: compares answers to other prompts' answers
    return r - (r.sum(axis=0, keepdims=True) - r) / (r.shape[0] - 1)
