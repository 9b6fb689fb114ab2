# fails: keyword_arguments_by_spec_names
# mistake: n_step_targets's third parameter is named td_steps, so a call by keyword with n fails.
_right_n_step_targets = n_step_targets


def n_step_targets(rewards, values, td_steps, gamma=0.997):  # the pseudocode's name, not n
    return _right_n_step_targets(rewards, values, td_steps, gamma)
