# fails: loss_matches_spec_examples
# mistake: The minus sign is missing: this is the objective to maximise, while the loss to minimise is minus the mean of A·log π.
def reinforce_loss(seq_logps, advantages):
    return float(np.mean(np.asarray(advantages, float) * np.asarray(seq_logps, float)))
