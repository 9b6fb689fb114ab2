# fails: logprobs_leave_inputs_unchanged
# mistake: The maximum is subtracted from the caller's logits in place; the statement leaves the inputs unchanged.
def token_logprobs(logits, tokens):
    logits = np.asarray(logits, dtype=float)
    tokens = np.asarray(tokens)
    logits -= logits.max(axis=-1, keepdims=True)
    z = logits[..., :-1, :]
    nxt = tokens[..., 1:]
    lse = np.log(np.exp(z).sum(axis=-1, keepdims=True))
    return (np.take_along_axis(z, nxt[..., None], axis=-1) - lse)[..., 0]
