# fails: objective_default_clip_range_is_0_8_to_1_28
# mistake: dapo_objective's default eps_high is 0.2, PPO's symmetric range; DAPO's clip-higher default is eps_high = 0.28.
_right_objective = dapo_objective


def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.2):
    return _right_objective(logp, old_logp, advantages, mask, eps_low, eps_high)
