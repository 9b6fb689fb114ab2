# fails: aggregate_token_mean_weights_every_valid_token_equally
# mistake: The modes "token-mean" and "seq-mean-token-mean" are swapped: each computes the other's formula.
_reference_aggregate = aggregate


def aggregate(per_token, mask, mode, max_len=None):
    swap = {"token-mean": "seq-mean-token-mean", "seq-mean-token-mean": "token-mean"}
    return _reference_aggregate(per_token, mask, swap.get(mode, mode), max_len)
