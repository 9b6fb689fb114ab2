# fails: dpo_loss_matches_spec_example
# mistake: The loss comes back as one loss per pair, as TRL returns them; dpo_loss returns their mean over the N pairs as one float.
def dpo_loss(
    policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1, label_smoothing=0.0
):
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    chosen_rewards, rejected_rewards = beta * chosen, beta * rejected
    h = chosen_rewards - rejected_rewards
    losses = (1 - label_smoothing) * np.logaddexp(0.0, -h) + label_smoothing * np.logaddexp(0.0, h)
    return losses, chosen_rewards, rejected_rewards  # one loss per pair, as TRL returns them
