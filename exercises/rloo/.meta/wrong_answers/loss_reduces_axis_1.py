# fails: loss_works_for_any_shape
# mistake: The mean is taken along axis 1 and then axis 0, which works only up to two dimensions; the inputs may have any shape and the mean runs over every element.
def reinforce_loss(seq_logps, advantages):
    prod = np.atleast_2d(np.asarray(advantages, float) * np.asarray(seq_logps, float))
    return float(-prod.mean(axis=1).mean(axis=0))  # written for (B, k) only
