# fails: huber_is_quadratic_inside_and_linear_outside
# mistake: The quadratic branch is x^2, without the factor 0.5.
def huber_loss(pred, target, delta=1.0):
    x = np.asarray(pred, dtype=float) - np.asarray(target, dtype=float)
    a = np.abs(x)
    return float(np.mean(np.where(a <= delta, x**2, delta * (a - 0.5 * delta))))
