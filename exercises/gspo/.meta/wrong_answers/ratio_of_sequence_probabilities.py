# fails: sequence_ratio_stays_finite_for_long_answers
# mistake: s is the ratio of the two whole-answer probabilities raised to 1/|o_i|; for a long answer both underflow to 0, where the mean log-ratio would stay accurate.
def sequence_ratio(logp, old_logp, mask):
    mask = np.asarray(mask, dtype=bool)
    logp = np.where(mask, np.asarray(logp, dtype=float), 0.0)
    old_logp = np.where(mask, np.asarray(old_logp, dtype=float), 0.0)
    n = mask.sum(axis=1)
    # pi(y|x) for 1000 tokens of log-prob -40 is exp(-40000) = 0: the ratio becomes 0 / 0
    with np.errstate(all="ignore"):
        return (np.exp(logp.sum(axis=1)) / np.exp(old_logp.sum(axis=1))) ** (1.0 / n)
