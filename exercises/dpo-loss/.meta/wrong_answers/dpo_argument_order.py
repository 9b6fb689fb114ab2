# fails: dpo_loss_takes_arguments_in_spec_order
# mistake: dpo_loss takes its arrays in the order policy_chosen, ref_chosen, policy_rejected, ref_rejected, so positional calls mix them up; the statement puts both policy arrays first.
def dpo_loss(
    policy_chosen, ref_chosen, policy_rejected, ref_rejected, beta=0.1, label_smoothing=0.0
):
    # the same names, but in a different order: positional callers get it wrong
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    chosen_rewards, rejected_rewards = beta * chosen, beta * rejected
    h = chosen_rewards - rejected_rewards
    losses = (1 - label_smoothing) * np.logaddexp(0.0, -h) + label_smoothing * np.logaddexp(0.0, h)
    return float(losses.mean()), chosen_rewards, rejected_rewards
