# fails: dpo_loss_stable_for_large_margins
# mistake: −log σ(h) is computed with a plain exp (as log(1 + e^{−h}), or as the log of 1/(1 + e^{−h})), which overflows for margins past about ±709, so the loss is not finite at |h| = 10^4.
def dpo_loss(
    policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1, label_smoothing=0.0
):
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    chosen_rewards, rejected_rewards = beta * chosen, beta * rejected
    h = chosen_rewards - rejected_rewards
    with np.errstate(over="ignore"):
        given, flipped = np.log1p(np.exp(-h)), np.log1p(np.exp(h))  # exp overflows past 709
    losses = (1 - label_smoothing) * given + label_smoothing * flipped
    return float(losses.mean()), chosen_rewards, rejected_rewards
