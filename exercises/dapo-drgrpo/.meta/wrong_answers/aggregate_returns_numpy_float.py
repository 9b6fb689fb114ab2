# fails: aggregate_returns_python_float
_reference_aggregate = aggregate


def aggregate(per_token, mask, mode, max_len=None):
    return np.float64(_reference_aggregate(per_token, mask, mode, max_len))
