# fails: dpo_loss_stable_for_large_margins
# mistake: A tiny constant added inside the log of σ caps each pair's loss near 27.6, so large margins get a loss far below the true one.
def dpo_loss(
    policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1, label_smoothing=0.0
):
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    chosen_rewards, rejected_rewards = beta * chosen, beta * rejected
    h = chosen_rewards - rejected_rewards
    with np.errstate(over="ignore"):
        sig = 1.0 / (1.0 + np.exp(-h))
    # the epsilon avoids log(0) but caps the loss near 27.6
    ls = label_smoothing
    losses = -(1 - ls) * np.log(sig + 1e-12) - ls * np.log(1 - sig + 1e-12)
    return float(losses.mean()), chosen_rewards, rejected_rewards
