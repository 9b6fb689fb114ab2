# fails: value_loss_clips_around_old_values
# mistake: This is the plain halved mean squared error: the clipped prediction and the max of the two errors are left out.
# Plain mean squared error: the clipped prediction is left out.
def value_loss(values, old_values, returns, clip_eps=0.2):
    values, returns = np.asarray(values, dtype=float), np.asarray(returns, dtype=float)
    return float(0.5 * ((values - returns) ** 2).mean())
