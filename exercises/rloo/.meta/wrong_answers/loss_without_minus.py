# fails: loss_matches_spec_examples
def reinforce_loss(seq_logps, advantages):
    return float(np.mean(np.asarray(advantages, float) * np.asarray(seq_logps, float)))
