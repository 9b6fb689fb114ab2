# fails: kl_k3_values
def kl_k3(logp, ref_logp):
    return logp - ref_logp  # k1: unbiased but can be negative
