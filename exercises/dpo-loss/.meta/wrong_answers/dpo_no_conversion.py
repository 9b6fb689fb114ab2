# fails: dpo_loss_accepts_lists_and_int_arrays
# mistake: dpo_loss subtracts its inputs as they arrive, so Python lists raise a TypeError; the statement says inputs may be lists or integer arrays.
def dpo_loss(
    policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1, label_smoothing=0.0
):
    chosen_rewards = beta * (policy_chosen - ref_chosen)  # list - list is a TypeError
    rejected_rewards = beta * (policy_rejected - ref_rejected)
    h = chosen_rewards - rejected_rewards
    losses = (1 - label_smoothing) * np.logaddexp(0.0, -h) + label_smoothing * np.logaddexp(0.0, h)
    return float(losses.mean()), chosen_rewards, rejected_rewards
