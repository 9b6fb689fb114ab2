# fails: huber_averages_over_every_element
# mistake: The loss is the sum over the elements instead of their mean.
def huber_loss(pred, target, delta=1.0):
    x = np.abs(np.asarray(pred, dtype=float) - np.asarray(target, dtype=float))
    return float(np.sum(np.where(x <= delta, 0.5 * x**2, delta * (x - 0.5 * delta))))
