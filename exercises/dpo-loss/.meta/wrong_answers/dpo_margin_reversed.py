# fails: dpo_loss_matches_spec_example
# mistake: The loss favours the rejected answers: the margin is taken as r^l − r^w (or, the same numbers, the smoothing weights ε and 1 − ε are swapped); h_i is r^w_i − r^l_i and 1 − ε weighs the label as given.
def dpo_loss(
    policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1, label_smoothing=0.0
):
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    chosen_rewards, rejected_rewards = beta * chosen, beta * rejected
    h = rejected_rewards - chosen_rewards  # rejected minus chosen
    losses = (1 - label_smoothing) * np.logaddexp(0.0, -h) + label_smoothing * np.logaddexp(0.0, h)
    return float(losses.mean()), chosen_rewards, rejected_rewards
