# fails: huber_uses_default_delta_1
# mistake: The default threshold is delta = 2 instead of 1.
def huber_loss(pred, target, delta=2.0):
    x = np.abs(np.asarray(pred, dtype=float) - np.asarray(target, dtype=float))
    return float(np.mean(np.where(x <= delta, 0.5 * x**2, delta * (x - 0.5 * delta))))
