# fails: aggregate_seq_mean_token_sum_averages_answer_sums
# mistake: In "seq-mean-token-sum" the answers' sums are added up instead of averaged over the N answers.
_reference_aggregate = aggregate


def aggregate(per_token, mask, mode, max_len=None):
    if mode == "seq-mean-token-sum":
        return float(np.where(mask, per_token, 0.0).sum())  # the sum over answers, no 1/N
    return _reference_aggregate(per_token, mask, mode, max_len)
