# fails: logprobs_any_leading_axes
# mistake: The tokens are picked with logits[np.arange(L - 1), tokens[1:]], which reads a single (L, V) sequence; leading axes are independent sequences.
def token_logprobs(logits, tokens):
    logits = np.asarray(logits, dtype=float)
    tokens = np.asarray(tokens)
    L = logits.shape[-2]
    z = logits[:-1]
    top = z.max(axis=-1)
    lse = top + np.log(np.exp(z - top[..., None]).sum(axis=-1))
    return z[np.arange(L - 1), tokens[1:]] - lse
