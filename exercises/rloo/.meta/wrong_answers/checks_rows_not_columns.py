# fails: advantages_reject_fewer_than_two_answers
def rloo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    if len(r) < 2:  # counts prompts, not answers
        raise ValueError("need at least two answers")
    k = r.shape[1]
    with np.errstate(divide="ignore", invalid="ignore"):
        return r - (r.sum(axis=1, keepdims=True) - r) / (k - 1)
