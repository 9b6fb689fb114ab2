# fails: loss_matches_spec_examples
# mistake: The advantages get an extra axis, as in GRPO's per-token layout, so each advantage multiplies every answer's log-probability instead of only its own.
def reinforce_loss(seq_logps, advantages):
    a = np.asarray(advantages, float)
    return float(-np.mean(a[:, None] * np.asarray(seq_logps, float)))  # GRPO's (N,) -> (N, 1)
