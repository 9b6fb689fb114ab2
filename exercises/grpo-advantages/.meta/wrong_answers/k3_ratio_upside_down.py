# fails: kl_k3_values
def kl_k3(logp, ref_logp):
    log_ratio = logp - ref_logp  # pi / pi_ref instead of pi_ref / pi
    return np.exp(log_ratio) - log_ratio - 1.0
