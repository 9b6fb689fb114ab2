# fails: huber_matches_spec_examples
# mistake: This is the mean squared error (CleanRL's loss), with no linear branch at all.
def huber_loss(pred, target, delta=1.0):
    x = np.asarray(pred, dtype=float) - np.asarray(target, dtype=float)
    return float(np.mean(x**2))
