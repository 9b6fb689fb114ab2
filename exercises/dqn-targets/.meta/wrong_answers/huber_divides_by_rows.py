# fails: huber_averages_over_every_element
# mistake: The sum is divided by len(pred), the number of rows, not by every element.
def huber_loss(pred, target, delta=1.0):
    x = np.abs(np.asarray(pred, dtype=float) - np.asarray(target, dtype=float))
    losses = np.where(x <= delta, 0.5 * x**2, delta * (x - 0.5 * delta))
    return float(np.sum(losses) / max(len(np.atleast_1d(pred)), 1))
