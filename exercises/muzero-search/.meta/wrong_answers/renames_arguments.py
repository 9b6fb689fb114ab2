# fails: keyword_arguments_by_spec_names
_right_n_step_targets = n_step_targets


def n_step_targets(rewards, values, td_steps, gamma=0.997):  # the pseudocode's name, not n
    return _right_n_step_targets(rewards, values, td_steps, gamma)
