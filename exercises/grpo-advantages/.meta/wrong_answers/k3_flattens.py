# fails: kl_k3_keeps_any_shape
# mistake: The estimate comes back flattened to one dimension; k3 works elementwise and keeps the shape of its inputs.
def kl_k3(logp, ref_logp):
    d = np.ravel(ref_logp) - np.ravel(logp)
    return np.exp(d) - d - 1.0
