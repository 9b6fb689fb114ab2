# fails: huber_accepts_lists_and_integer_arrays
# mistake: pred - target is taken as they come, and Python lists don't subtract.
def huber_loss(pred, target, delta=1.0):
    x = np.abs(pred - target)
    return float(np.mean(np.where(x <= delta, 0.5 * x**2, delta * (x - 0.5 * delta))))
