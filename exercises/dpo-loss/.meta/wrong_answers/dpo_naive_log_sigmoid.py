# fails: dpo_loss_stable_for_large_margins
# mistake: log σ(h) is computed literally as the log of 1/(1 + e^{−h}), whose exp overflows for large margins, so the loss is not finite at |h| = 10^4.
def dpo_loss(
    policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1, label_smoothing=0.0
):
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    chosen_rewards, rejected_rewards = beta * chosen, beta * rejected
    h = chosen_rewards - rejected_rewards
    with np.errstate(over="ignore", divide="ignore"):
        log_sig = np.log(1.0 / (1.0 + np.exp(-h)))  # exp(1e4) is inf, log(0) is -inf
        log_sig_flip = np.log(1.0 / (1.0 + np.exp(h)))
    losses = -(1 - label_smoothing) * log_sig - label_smoothing * log_sig_flip
    return float(losses.mean()), chosen_rewards, rejected_rewards
