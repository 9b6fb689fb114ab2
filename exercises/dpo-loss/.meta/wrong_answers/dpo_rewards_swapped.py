# fails: dpo_loss_matches_spec_example
# mistake: The loss is right but the two reward arrays come back swapped: the tuple is the loss, then the chosen rewards, then the rejected ones.
_right_dpo_loss = dpo_loss


def dpo_loss(
    policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1, label_smoothing=0.0
):
    loss, chosen, rejected = _right_dpo_loss(
        policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta, label_smoothing
    )
    return loss, rejected, chosen
