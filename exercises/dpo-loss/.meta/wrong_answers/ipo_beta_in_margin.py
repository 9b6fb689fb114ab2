# fails: ipo_loss_beta_sets_only_the_target
# mistake: The IPO margin is multiplied by β, like DPO's h; IPO's x is the bare log-ratio margin and β only sets the target 1/(2β).
def ipo_loss(policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1):
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    x = beta * (chosen - rejected)  # DPO's h, not IPO's x
    return float(np.mean((x - 1 / (2 * beta)) ** 2))
