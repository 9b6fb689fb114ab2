# fails: probs_top_p_keeps_every_token_tied_at_the_crossing
# mistake: top-p keeps the tokens by rank up to the crossing one, so of the tokens tied with the crossing token only those sorted before it survive, instead of all of them.
def next_token_probs(logits, temperature=1.0, top_k=None, top_p=None, min_p=None):
    if temperature < 0:
        raise ValueError("temperature must be >= 0")
    if top_k is not None and top_k < 1:
        raise ValueError("top_k must be None or >= 1")
    if top_p is not None and not 0 < top_p <= 1:
        raise ValueError("top_p must be in (0, 1]")
    if min_p is not None and not 0 <= min_p <= 1:
        raise ValueError("min_p must be in [0, 1]")
    x = np.asarray(logits, dtype=float)
    if temperature == 0:
        out = np.zeros(x.shape)
        np.put_along_axis(out, np.argmax(x, axis=-1)[..., None], 1.0, axis=-1)
        return out
    z = x / temperature
    keep = np.isfinite(x)
    vocab = z.shape[-1]
    if top_k is not None and top_k < vocab:
        kth = np.sort(z, axis=-1)[..., vocab - top_k, None]
        keep &= z >= kth
    if top_p is not None and top_p < 1:
        p = _softmax_over(z, keep)
        order = np.argsort(-p, axis=-1, kind="stable")
        ranked = np.take_along_axis(p, order, axis=-1)
        before = np.cumsum(ranked, axis=-1) - ranked
        in_prefix = np.zeros(p.shape, dtype=bool)
        np.put_along_axis(in_prefix, order, before < top_p, axis=-1)
        keep &= in_prefix
    if min_p is not None:
        z_max = np.max(np.where(keep, z, -np.inf), axis=-1, keepdims=True)
        keep &= np.exp(z - z_max) >= min_p
    return _softmax_over(z, keep)
