# fails: aggregate_seq_mean_token_mean_averages_each_answer_first
# mistake: In "seq-mean-token-mean" each answer's sum is divided by the padded length L instead of by its number of valid tokens |o_i|.
_reference_aggregate = aggregate


def aggregate(per_token, mask, mode, max_len=None):
    if mode == "seq-mean-token-mean":
        x = np.where(mask, per_token, 0.0)
        return float(x.mean(axis=1).mean())  # each answer divided by L, not by |o_i|
    return _reference_aggregate(per_token, mask, mode, max_len)
