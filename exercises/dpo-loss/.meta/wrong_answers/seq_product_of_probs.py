# fails: sequence_logps_sums_valid_tokens_per_row
# mistake: The probabilities are multiplied and the log taken at the end, so a long or unlikely answer underflows to 0 and gives −inf instead of its sum of log-probabilities.
def sequence_logps(token_logps, mask):
    mask = np.asarray(mask, dtype=bool)
    logps = np.where(mask, np.asarray(token_logps, dtype=float), 0.0)
    # the product of probabilities underflows to 0 for a long answer, and log(0) is -inf
    with np.errstate(divide="ignore"):
        return np.log(np.prod(np.exp(logps), axis=1))
