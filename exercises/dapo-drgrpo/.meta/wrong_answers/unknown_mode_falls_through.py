# fails: aggregate_rejects_unknown_modes
# mistake: An unknown mode silently falls back to "token-mean"; any other name than the four modes must raise ValueError.
_reference_aggregate = aggregate


def aggregate(per_token, mask, mode, max_len=None):
    if mode not in MODES:
        mode = "token-mean"  # silently picks a default
    return _reference_aggregate(per_token, mask, mode, max_len)
