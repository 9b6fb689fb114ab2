# fails: advantages_use_the_mean_of_the_other_answers
# mistake: The baseline is the mean of the whole group, the answer's own reward included; RLOO's baseline is the mean of the other k − 1 answers.
def rloo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    if r.shape[1] < 2:
        raise ValueError("need k >= 2")
    return r - r.mean(axis=1, keepdims=True)  # the answer's own reward is in its baseline
