# fails: advantages_reject_fewer_than_two_answers
# mistake: With k = 1 nothing is raised and the advantages come out as nan; rloo_advantages must raise ValueError when k < 2.
def rloo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    k = r.shape[1]
    with np.errstate(divide="ignore", invalid="ignore"):
        return r - (r.sum(axis=1, keepdims=True) - r) / (k - 1)  # k = 1: 0 / 0 = nan
