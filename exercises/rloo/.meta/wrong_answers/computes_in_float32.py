# fails: shaped_rewards_ignore_padding_even_huge
# mistake: The log-probabilities are converted to float32, where padding of 10^300 becomes inf, and masking by multiplication then turns inf × 0 into nan.
def kl_shaped_rewards(scores, logp, ref_logp, mask, beta=0.05):
    lp = np.asarray(logp, dtype=np.float32)  # 1e300 does not fit: it becomes inf
    ref = np.asarray(ref_logp, dtype=np.float32)
    with np.errstate(over="ignore", invalid="ignore"):
        d = (lp - ref) * np.asarray(mask)  # inf * 0 = nan
    return np.asarray(scores, dtype=float) - beta * d.sum(axis=1).astype(float)
