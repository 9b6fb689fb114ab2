# fails: huber_is_quadratic_inside_and_linear_outside
# mistake: The test is x <= delta instead of |x| <= delta: large negative errors stay quadratic.
def huber_loss(pred, target, delta=1.0):
    x = np.asarray(pred, dtype=float) - np.asarray(target, dtype=float)
    linear = delta * (np.abs(x) - 0.5 * delta)
    return float(np.mean(np.where(x <= delta, 0.5 * x**2, linear)))
