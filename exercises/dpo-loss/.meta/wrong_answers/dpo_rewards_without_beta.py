# fails: dpo_rewards_are_beta_times_log_ratios
# mistake: The returned rewards are the bare log-ratios log π_θ − log π_ref; the implicit rewards are β times them.
def dpo_loss(
    policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1, label_smoothing=0.0
):
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    h = beta * (chosen - rejected)
    losses = (1 - label_smoothing) * np.logaddexp(0.0, -h) + label_smoothing * np.logaddexp(0.0, h)
    return float(losses.mean()), chosen, rejected  # the log-ratios, not beta times them
