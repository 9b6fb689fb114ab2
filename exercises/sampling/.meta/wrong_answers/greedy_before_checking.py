# fails: probs_check_the_filters_at_temperature_0
# mistake: At temperature 0 the one-hot row is returned before top_k, top_p and min_p are checked, so a bad filter raises no ValueError there.
def next_token_probs(logits, temperature=1.0, top_k=None, top_p=None, min_p=None):
    if temperature < 0:
        raise ValueError("temperature must be >= 0")
    if temperature == 0:
        x = np.asarray(logits, dtype=float)
        out = np.zeros(x.shape)
        np.put_along_axis(out, np.argmax(x, axis=-1)[..., None], 1.0, axis=-1)
        return out
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
        ranked = -np.sort(-p, axis=-1)
        reached = np.cumsum(ranked, axis=-1) >= top_p
        first = np.argmax(reached, axis=-1)[..., None]
        cut = np.take_along_axis(ranked, first, axis=-1)
        keep &= p >= np.where(reached.any(axis=-1, keepdims=True), cut, 0.0)
    if min_p is not None:
        z_max = np.max(np.where(keep, z, -np.inf), axis=-1, keepdims=True)
        keep &= np.exp(z - z_max) >= min_p
    return _softmax_over(z, keep)
