# fails: ipo_loss_matches_spec_example
# mistake: The target works out to β/2 instead of 1/(2β): one divided by two times β, without brackets, is (1/2)·β.
def ipo_loss(policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1):
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    return float(np.mean((chosen - rejected - 1 / 2 * beta) ** 2))  # that is beta / 2
