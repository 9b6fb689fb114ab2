# fails: loss_matches_spec_examples
# mistake: The loss adds up A·log π over the answers instead of averaging over the n answers.
def reinforce_loss(seq_logps, advantages):
    return float(-np.sum(np.asarray(advantages, float) * np.asarray(seq_logps, float)))
