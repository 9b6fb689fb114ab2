# fails: aggregate_rejects_unknown_modes
# mistake: aggregate accepts mode names in other cases or with underscores, such as "token_mean"; anything but the four exact names must raise ValueError.
_reference_aggregate = aggregate


def aggregate(per_token, mask, mode, max_len=None):
    mode = mode.lower().replace("_", "-")  # accepts modes that do not exist
    if mode == "":
        raise ValueError("empty mode; expected one of: " + ", ".join(MODES))
    return _reference_aggregate(per_token, mask, mode, max_len)
