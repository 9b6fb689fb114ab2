# fails: kl_k3_values
# mistake: This is the k1 estimate log(π_θ/π_ref), which can be negative; the statement asks for k3, π_ref/π_θ − log(π_ref/π_θ) − 1.
def kl_k3(logp, ref_logp):
    return logp - ref_logp  # k1: unbiased but can be negative
