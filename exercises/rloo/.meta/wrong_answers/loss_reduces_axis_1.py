# fails: loss_works_for_any_shape
def reinforce_loss(seq_logps, advantages):
    prod = np.atleast_2d(np.asarray(advantages, float) * np.asarray(seq_logps, float))
    return float(-prod.mean(axis=1).mean(axis=0))  # written for (B, k) only
