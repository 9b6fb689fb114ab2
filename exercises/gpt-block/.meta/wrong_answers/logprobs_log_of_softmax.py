# fails: logprobs_stable_at_1e4
# mistake: The log-probabilities are log(softmax(logits)), and the softmax underflows to 0 at logits of +-1e4, so log gives -inf; a stable log-softmax is logits minus their log-sum-exp.
def token_logprobs(logits, tokens):
    logits = np.asarray(logits, dtype=float)
    tokens = np.asarray(tokens)
    z = logits[..., :-1, :]
    nxt = tokens[..., 1:]
    e = np.exp(z - z.max(axis=-1, keepdims=True))
    p = e / e.sum(axis=-1, keepdims=True)
    return np.log(np.take_along_axis(p, nxt[..., None], axis=-1))[..., 0]
