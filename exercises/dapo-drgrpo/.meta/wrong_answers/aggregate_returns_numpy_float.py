# fails: aggregate_returns_python_float
# mistake: aggregate's value is right but comes back as a numpy float64; the statement asks for a plain Python float.
_reference_aggregate = aggregate


def aggregate(per_token, mask, mode, max_len=None):
    return np.float64(_reference_aggregate(per_token, mask, mode, max_len))
