# fails: dpo_loss_label_smoothing_example
# mistake: The smoothing weights are swapped: ε multiplies the label as given and 1 − ε the flipped label, the reverse of the statement.
def dpo_loss(
    policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1, label_smoothing=0.0
):
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    chosen_rewards, rejected_rewards = beta * chosen, beta * rejected
    h = chosen_rewards - rejected_rewards
    losses = label_smoothing * np.logaddexp(0.0, -h) + (1 - label_smoothing) * np.logaddexp(0.0, h)
    return float(losses.mean()), chosen_rewards, rejected_rewards
