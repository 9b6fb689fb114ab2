# fails: logprobs_score_the_next_token
# mistake: logits[t] score tokens[t], the token at their own position; they predict the next one, tokens[t + 1].
def token_logprobs(logits, tokens):
    logits = np.asarray(logits, dtype=float)
    tokens = np.asarray(tokens)
    z = logits[..., :-1, :]
    nxt = tokens[..., :-1]
    top = z.max(axis=-1, keepdims=True)
    lse = top + np.log(np.exp(z - top).sum(axis=-1, keepdims=True))
    return (np.take_along_axis(z, nxt[..., None], axis=-1) - lse)[..., 0]
