# fails: ipo_loss_default_beta_is_0_1
# mistake: ipo_loss's default β is 0.5; the statement's default is β = 0.1.
def ipo_loss(policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.5):
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    return float(np.mean((chosen - rejected - 1 / (2 * beta)) ** 2))
