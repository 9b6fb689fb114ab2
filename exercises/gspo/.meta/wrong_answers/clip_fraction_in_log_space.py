# fails: clip_fraction_compares_the_ratio_not_the_log_ratio
# mistake: clip_fraction compares log s with −ε_low and ε_high; the bounds apply to s itself, and log(1 + ε) is not exactly ε.
def clip_fraction(logp, old_logp, mask, eps_low=3e-4, eps_high=4e-4):
    log_s = np.log(sequence_ratio(logp, old_logp, mask))
    return float(((log_s < -eps_low) | (log_s > eps_high)).mean())  # log(1 + eps) is not eps
