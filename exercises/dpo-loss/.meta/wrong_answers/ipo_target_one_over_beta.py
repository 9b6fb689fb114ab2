# fails: ipo_loss_matches_spec_example
# mistake: The margins are regressed onto 1/β; IPO's target is 1/(2β).
def ipo_loss(policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1):
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    return float(np.mean((chosen - rejected - 1 / beta) ** 2))
