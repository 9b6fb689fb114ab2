# fails: visit_policy_default_temperature_is_one
# mistake: visit_policy's default temperature is 0, a one-hot; the statement's default is temperature = 1.
_right_visit_policy = visit_policy


def visit_policy(n, temperature=0.0):  # greedy by default; the statement's default is 1
    return _right_visit_policy(n, temperature)
