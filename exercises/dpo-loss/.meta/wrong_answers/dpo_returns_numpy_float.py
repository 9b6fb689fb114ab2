# fails: dpo_loss_returns_python_float_and_new_float64_arrays
# mistake: The DPO loss is right but comes back as a numpy float64; the statement asks for a plain Python float.
def dpo_loss(
    policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1, label_smoothing=0.0
):
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    chosen_rewards, rejected_rewards = beta * chosen, beta * rejected
    h = chosen_rewards - rejected_rewards
    losses = (1 - label_smoothing) * np.logaddexp(0.0, -h) + label_smoothing * np.logaddexp(0.0, h)
    return losses.mean(), chosen_rewards, rejected_rewards  # a numpy.float64
