# fails: ipo_loss_matches_spec_example
# mistake: The margins are averaged before squaring; the IPO loss is the mean over pairs of each pair's squared distance to the target.
def ipo_loss(policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1):
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    return float((np.mean(chosen - rejected) - 1 / (2 * beta)) ** 2)
