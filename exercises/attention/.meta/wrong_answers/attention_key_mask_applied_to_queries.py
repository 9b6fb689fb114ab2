# fails: attention_key_padding_mask_broadcasts
# mistake: attention turns a mask of shape (Lk,) into a column (mask[:, None]), so it hides queries instead of keys; a 1-d mask marks keys, and broadcasts over the queries as it is.
def attention(q, k, v, mask=None):
    q, k, v = (np.asarray(a, dtype=float) for a in (q, k, v))
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None and np.ndim(mask) == 1:
        mask = np.asarray(mask, dtype=bool)[:, None]
    weights = softmax(scores, axis=-1, mask=mask)
    return weights @ v, weights
