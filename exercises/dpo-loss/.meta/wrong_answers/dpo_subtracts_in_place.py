# fails: inputs_are_not_modified
# mistake: The reference log-probabilities are subtracted in place, inside the caller's policy_chosen and policy_rejected arrays; the inputs must be left unchanged.
def dpo_loss(
    policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1, label_smoothing=0.0
):
    chosen = np.asarray(policy_chosen, dtype=float)
    rejected = np.asarray(policy_rejected, dtype=float)
    chosen -= ref_chosen  # writes into the caller's float array
    rejected -= ref_rejected
    chosen_rewards, rejected_rewards = beta * chosen, beta * rejected
    h = chosen_rewards - rejected_rewards
    losses = (1 - label_smoothing) * np.logaddexp(0.0, -h) + label_smoothing * np.logaddexp(0.0, h)
    return float(losses.mean()), chosen_rewards, rejected_rewards
