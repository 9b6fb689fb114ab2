# fails: objective_returns_python_float
# mistake: The value is right but comes back as a numpy float64; the statement asks for a plain Python float.
_right_objective = grpo_objective


def grpo_objective(logp, old_logp, ref_logp, advantages, mask, clip_eps=0.2, beta=0.04):
    return np.float64(_right_objective(logp, old_logp, ref_logp, advantages, mask, clip_eps, beta))
