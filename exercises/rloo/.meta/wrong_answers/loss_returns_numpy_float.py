# fails: loss_returns_python_float
def reinforce_loss(seq_logps, advantages):
    return -np.mean(np.asarray(advantages, float) * np.asarray(seq_logps, float))
