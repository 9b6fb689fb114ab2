# fails: logprobs_score_the_next_token
# mistake: Every position is scored against its own token, L values; only L - 1 positions have a next token, and logits[t] score tokens[t + 1].
def token_logprobs(logits, tokens):
    logits = np.asarray(logits, dtype=float)
    tokens = np.asarray(tokens)
    z = logits
    nxt = tokens
    top = z.max(axis=-1, keepdims=True)
    lse = top + np.log(np.exp(z - top).sum(axis=-1, keepdims=True))
    return (np.take_along_axis(z, nxt[..., None], axis=-1) - lse)[..., 0]
