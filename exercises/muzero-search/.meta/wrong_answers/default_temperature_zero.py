# fails: visit_policy_default_temperature_is_one
_right_visit_policy = visit_policy


def visit_policy(n, temperature=0.0):  # greedy by default; the spec's default is 1
    return _right_visit_policy(n, temperature)
