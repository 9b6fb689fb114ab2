# fails: huber_scales_both_branches_with_delta
# mistake: The linear branch is |x| - 0.5 * delta, missing its factor delta.
def huber_loss(pred, target, delta=1.0):
    x = np.abs(np.asarray(pred, dtype=float) - np.asarray(target, dtype=float))
    return float(np.mean(np.where(x <= delta, 0.5 * x**2, x - 0.5 * delta)))
