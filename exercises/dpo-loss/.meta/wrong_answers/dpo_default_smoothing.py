# fails: dpo_loss_defaults_are_beta_0_1_and_no_smoothing
# mistake: dpo_loss's default label_smoothing is 0.1; the statement's default is 0, the plain DPO loss.
_right_dpo_loss = dpo_loss


def dpo_loss(
    policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1, label_smoothing=0.1
):
    return _right_dpo_loss(
        policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta, label_smoothing
    )
