# fails: logprobs_accept_any_integer_tokens
# mistake: tokens are used as given, so nested lists cannot be sliced along their last axis; tokens may be lists (convert with np.asarray).
def token_logprobs(logits, tokens):
    logits = np.asarray(logits, dtype=float)
    z = logits[..., :-1, :]
    nxt = tokens[..., 1:]
    top = z.max(axis=-1, keepdims=True)
    lse = top + np.log(np.exp(z - top).sum(axis=-1, keepdims=True))
    return (np.take_along_axis(z, nxt[..., None], axis=-1) - lse)[..., 0]
