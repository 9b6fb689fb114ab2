# fails: logprobs_return_new_float64_arrays
# mistake: The logits are used in their own dtype, so float32 logits give a float32 result; the statement returns float64 (convert with np.asarray(logits, dtype=float)).
def token_logprobs(logits, tokens):
    logits = np.asarray(logits)
    tokens = np.asarray(tokens)
    z = logits[..., :-1, :]
    nxt = tokens[..., 1:]
    top = z.max(axis=-1, keepdims=True)
    lse = top + np.log(np.exp(z - top).sum(axis=-1, keepdims=True))
    return (np.take_along_axis(z, nxt[..., None], axis=-1) - lse)[..., 0]
