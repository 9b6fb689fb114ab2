# fails: dpo_loss_label_smoothing_weights_the_flipped_label
# mistake: This is TRL's "robust" loss, which subtracts the flipped-label term and divides by 1 − 2ε; conservative DPO adds ε times −log σ(−h) and divides by nothing.
def dpo_loss(
    policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1, label_smoothing=0.0
):
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    chosen_rewards, rejected_rewards = beta * chosen, beta * rejected
    h = chosen_rewards - rejected_rewards
    ls = label_smoothing
    # TRL's "robust" DPO: an unbiased estimate under label noise, not conservative DPO
    with np.errstate(divide="ignore", invalid="ignore"):
        losses = ((1 - ls) * np.logaddexp(0.0, -h) - ls * np.logaddexp(0.0, h)) / (1 - 2 * ls)
    return float(losses.mean()), chosen_rewards, rejected_rewards
