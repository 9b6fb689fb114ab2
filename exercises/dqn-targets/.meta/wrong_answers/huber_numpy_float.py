# fails: huber_returns_a_python_float
# mistake: The mean is returned as numpy.float64 instead of a Python float.
def huber_loss(pred, target, delta=1.0):
    x = np.abs(np.asarray(pred, dtype=float) - np.asarray(target, dtype=float))
    return np.mean(np.where(x <= delta, 0.5 * x**2, delta * (x - 0.5 * delta)))
