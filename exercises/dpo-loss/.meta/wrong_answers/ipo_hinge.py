# fails: ipo_loss_penalises_margins_on_both_sides_of_the_target
# mistake: Only margins below the target 1/(2β) are penalised; IPO's squared loss penalises a margin above the target just as much.
def ipo_loss(policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1):
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    shortfall = np.maximum(0.0, 1 / (2 * beta) - (chosen - rejected))  # only margins below target
    return float(np.mean(shortfall**2))
