# fails: returned_arrays_are_new_float64
# mistake: The visit policy comes back as float32; the statement asks for float64.
_right_visit_policy = visit_policy


def visit_policy(n, temperature=1.0):
    return _right_visit_policy(n, temperature).astype(np.float32)  # "probabilities are small"
