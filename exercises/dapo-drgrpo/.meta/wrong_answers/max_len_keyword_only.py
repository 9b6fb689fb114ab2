# fails: aggregate_norm_uses_max_len
# mistake: aggregate's max_len can only be passed by keyword, so a call giving it as the fourth positional argument fails.
_reference_aggregate = aggregate


def aggregate(per_token, mask, mode, *, max_len=None):
    return _reference_aggregate(per_token, mask, mode, max_len)
