# fails: objective_takes_eps_low_then_eps_high
_right_objective = dapo_objective


def dapo_objective(logp, old_logp, advantages, mask, eps_high=0.28, eps_low=0.2):
    return _right_objective(logp, old_logp, advantages, mask, eps_low, eps_high)
