# fails: shaped_rewards_stay_in_log_space
# mistake: The log-ratio goes through probabilities, so a token with log-probability near −800 underflows to 0 and its log-ratio becomes huge instead of staying in log space.
def kl_shaped_rewards(scores, logp, ref_logp, mask, beta=0.05):
    mask = np.asarray(mask, dtype=bool)
    p = np.exp(np.where(mask, np.asarray(logp, float), 0.0))  # exp(-812) is 0.0
    q = np.exp(np.where(mask, np.asarray(ref_logp, float), 0.0))
    with np.errstate(divide="ignore"):
        log_ratio = np.log(p / q)  # log(0) = -inf
    return np.asarray(scores, dtype=float) - beta * np.nan_to_num(log_ratio).sum(axis=1)
