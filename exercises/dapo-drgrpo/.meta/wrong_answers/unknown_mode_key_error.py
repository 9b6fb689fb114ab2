# fails: aggregate_rejects_unknown_modes
# mistake: An unknown mode raises KeyError; the statement asks for ValueError with a message naming the four valid modes.
def aggregate(per_token, mask, mode, max_len=None):
    x = np.where(mask, per_token, 0.0)
    m = np.asarray(mask, dtype=bool)
    scale = x.shape[1] if max_len is None else max_len
    table = {
        "token-mean": lambda: x.sum() / m.sum(),
        "seq-mean-token-mean": lambda: (x.sum(axis=1) / m.sum(axis=1)).mean(),
        "seq-mean-token-sum": lambda: x.sum(axis=1).mean(),
        "seq-mean-token-sum-norm": lambda: x.sum(axis=1).mean() / scale,
    }
    return float(table[mode]())  # an unknown mode raises KeyError, not ValueError
