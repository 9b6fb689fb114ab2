# fails: advantages_reject_fewer_than_two_answers
# mistake: The k < 2 test counts the rows (prompts) instead of the answers per row, so one prompt with several answers raises and k = 1 goes through.
def rloo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    if len(r) < 2:  # counts prompts, not answers
        raise ValueError("need at least two answers")
    k = r.shape[1]
    with np.errstate(divide="ignore", invalid="ignore"):
        return r - (r.sum(axis=1, keepdims=True) - r) / (k - 1)
