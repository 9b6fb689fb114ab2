# fails: dpo_loss_stable_for_large_margins
# mistake: The margin h is clipped to [−50, 50] before the loss, so for large margins the loss stops growing instead of staying accurate up to |h| = 10^4.
def dpo_loss(
    policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1, label_smoothing=0.0
):
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    chosen_rewards, rejected_rewards = beta * chosen, beta * rejected
    h = np.clip(chosen_rewards - rejected_rewards, -50.0, 50.0)  # "safe" for exp, but wrong
    losses = (1 - label_smoothing) * np.log1p(np.exp(-h)) + label_smoothing * np.log1p(np.exp(h))
    return float(losses.mean()), chosen_rewards, rejected_rewards
