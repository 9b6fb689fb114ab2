# fails: huber_is_quadratic_inside_and_linear_outside
# mistake: The error is clipped to [-delta, delta] before squaring: large errors count 0.5 delta^2.
def huber_loss(pred, target, delta=1.0):
    x = np.asarray(pred, dtype=float) - np.asarray(target, dtype=float)
    return float(np.mean(0.5 * np.clip(x, -delta, delta) ** 2))
