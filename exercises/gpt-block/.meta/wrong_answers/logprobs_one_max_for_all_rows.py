# fails: logprobs_one_position_scores_nothing
# mistake: One maximum is taken over the whole array instead of each position's own: rows of smaller logits underflow, and an empty array (L = 1) has no maximum at all.
def token_logprobs(logits, tokens):
    logits = np.asarray(logits, dtype=float)
    tokens = np.asarray(tokens)
    z = logits[..., :-1, :]
    nxt = tokens[..., 1:]
    top = z.max()
    lse = top + np.log(np.exp(z - top).sum(axis=-1, keepdims=True))
    return (np.take_along_axis(z, nxt[..., None], axis=-1) - lse)[..., 0]
