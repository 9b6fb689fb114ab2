# fails: clip_fraction_stays_right_for_long_answers
# mistake: clip_fraction builds s from the two whole-answer probabilities, which underflow to 0 for long answers, so s is nan and such an answer never counts as clipped.
def clip_fraction(logp, old_logp, mask, eps_low=3e-4, eps_high=4e-4):
    mask = np.asarray(mask, dtype=bool)
    logp = np.where(mask, np.asarray(logp, dtype=float), 0.0)
    old_logp = np.where(mask, np.asarray(old_logp, dtype=float), 0.0)
    with np.errstate(all="ignore"):  # 0 / 0 for long answers: nan is never "outside"
        s = (np.exp(logp.sum(axis=1)) / np.exp(old_logp.sum(axis=1))) ** (1 / mask.sum(axis=1))
    return float(((s < 1 - eps_low) | (s > 1 + eps_high)).mean())
