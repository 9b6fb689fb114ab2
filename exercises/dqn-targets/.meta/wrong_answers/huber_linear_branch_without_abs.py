# fails: huber_is_quadratic_inside_and_linear_outside
# mistake: The linear branch uses x instead of |x|, so large negative errors count negative.
def huber_loss(pred, target, delta=1.0):
    x = np.asarray(pred, dtype=float) - np.asarray(target, dtype=float)
    return float(np.mean(np.where(np.abs(x) <= delta, 0.5 * x**2, delta * (x - 0.5 * delta))))
