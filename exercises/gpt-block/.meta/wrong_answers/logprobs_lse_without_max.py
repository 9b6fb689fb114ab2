# fails: logprobs_stable_at_1e4
# mistake: The log-sum-exp is log(sum(exp(logits))) without subtracting the maximum, which overflows to inf at logits of 1e4.
def token_logprobs(logits, tokens):
    logits = np.asarray(logits, dtype=float)
    tokens = np.asarray(tokens)
    z = logits[..., :-1, :]
    nxt = tokens[..., 1:]
    lse = np.log(np.exp(z).sum(axis=-1, keepdims=True))
    return (np.take_along_axis(z, nxt[..., None], axis=-1) - lse)[..., 0]
