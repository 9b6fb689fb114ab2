# fails: kl_k3_values
# mistake: These are the values you get with the ratio upside down: k3 uses π_ref/π_θ, not π_θ/π_ref.
def kl_k3(logp, ref_logp):
    log_ratio = logp - ref_logp  # pi / pi_ref instead of pi_ref / pi
    return np.exp(log_ratio) - log_ratio - 1.0
