# fails: aggregate_matches_worked_examples
_reference_aggregate = aggregate


def aggregate(per_token, mask, mode, max_len=4096):  # a typical budget, not L
    return _reference_aggregate(per_token, mask, mode, max_len)
