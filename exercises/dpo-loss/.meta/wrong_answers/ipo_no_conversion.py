# fails: ipo_loss_accepts_lists_and_int_arrays
# mistake: ipo_loss subtracts its inputs as they arrive, so Python lists raise a TypeError; the statement says inputs may be lists or integer arrays.
def ipo_loss(policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1):
    x = (policy_chosen - ref_chosen) - (policy_rejected - ref_rejected)
    return float(np.mean((x - 1 / (2 * beta)) ** 2))
