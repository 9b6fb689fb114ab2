# fails: loss_matches_spec_examples
def reinforce_loss(seq_logps, advantages):
    a = np.asarray(advantages, float)
    return float(-np.mean(a[:, None] * np.asarray(seq_logps, float)))  # GRPO's (N,) -> (N, 1)
