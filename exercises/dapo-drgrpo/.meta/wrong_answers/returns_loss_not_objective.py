# fails: objective_matches_worked_examples
# mistake: This returns minus the objective, the loss frameworks minimise; dapo_objective returns J itself, which training maximises.
_right_objective = dapo_objective


def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    # a loss to minimise, as frameworks compute it; the exercise asks for the objective
    return -_right_objective(logp, old_logp, advantages, mask, eps_low, eps_high)
