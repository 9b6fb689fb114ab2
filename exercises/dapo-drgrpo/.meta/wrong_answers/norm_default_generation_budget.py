# fails: aggregate_matches_worked_examples
# mistake: aggregate's max_len defaults to 4096; the statement's default is None, which makes the -norm mode divide by the padded length L.
_reference_aggregate = aggregate


def aggregate(per_token, mask, mode, max_len=4096):  # a typical budget, not L
    return _reference_aggregate(per_token, mask, mode, max_len)
