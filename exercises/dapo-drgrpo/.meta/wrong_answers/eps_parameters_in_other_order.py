# fails: objective_takes_eps_low_then_eps_high
# mistake: dapo_objective takes eps_high before eps_low, so positional calls swap the two bounds; the statement's order is eps_low, then eps_high.
_right_objective = dapo_objective


def dapo_objective(logp, old_logp, advantages, mask, eps_high=0.28, eps_low=0.2):
    return _right_objective(logp, old_logp, advantages, mask, eps_low, eps_high)
