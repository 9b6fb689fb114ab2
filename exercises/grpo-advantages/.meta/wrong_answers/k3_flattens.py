# fails: kl_k3_keeps_any_shape
def kl_k3(logp, ref_logp):
    d = np.ravel(ref_logp) - np.ravel(logp)
    return np.exp(d) - d - 1.0
