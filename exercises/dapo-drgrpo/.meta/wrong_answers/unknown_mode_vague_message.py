# fails: aggregate_rejects_unknown_modes
# mistake: The ValueError for an unknown mode does not name the four valid modes, as the statement asks.
_reference_aggregate = aggregate


def aggregate(per_token, mask, mode, max_len=None):
    if mode not in MODES:
        raise ValueError(f"bad mode {mode}")  # does not say what would have been right
    return _reference_aggregate(per_token, mask, mode, max_len)
