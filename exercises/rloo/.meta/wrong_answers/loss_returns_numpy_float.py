# fails: loss_returns_python_float
# mistake: The loss is right but comes back as a numpy float64; the statement asks for a plain Python float.
def reinforce_loss(seq_logps, advantages):
    return -np.mean(np.asarray(advantages, float) * np.asarray(seq_logps, float))
