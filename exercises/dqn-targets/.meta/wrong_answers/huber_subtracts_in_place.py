# fails: inputs_are_not_modified
# mistake: The error is computed by subtracting target from the caller's pred, in place.
def huber_loss(pred, target, delta=1.0):
    x = np.asarray(pred, dtype=float)
    x -= np.asarray(target, dtype=float)
    a = np.abs(x)
    return float(np.mean(np.where(a <= delta, 0.5 * x**2, delta * (a - 0.5 * delta))))
