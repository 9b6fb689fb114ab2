# fails: ipo_loss_returns_python_float
# mistake: The IPO loss is right but comes back as a numpy float64; the statement asks for a plain Python float.
def ipo_loss(policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1):
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    return np.mean((chosen - rejected - 1 / (2 * beta)) ** 2)
