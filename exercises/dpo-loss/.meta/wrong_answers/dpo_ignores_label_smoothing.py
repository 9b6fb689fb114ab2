# fails: dpo_loss_label_smoothing_example
# mistake: label_smoothing is ignored: the loss is always −log σ(h), without the ε-weighted term for the flipped label.
def dpo_loss(
    policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1, label_smoothing=0.0
):
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    chosen_rewards, rejected_rewards = beta * chosen, beta * rejected
    h = chosen_rewards - rejected_rewards
    return float(np.logaddexp(0.0, -h).mean()), chosen_rewards, rejected_rewards  # TRL >= 0.29
