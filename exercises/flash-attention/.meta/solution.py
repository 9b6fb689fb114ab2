"""Reference solution: the online softmax update, tiled attention with its log-sum-exp, the
merge of two partial results and the weights recomputed from a stored log-sum-exp."""

# l is the statement's name for the running sum of exponentials (FlashAttention's ell).
# ruff: noqa: E741

import numpy as np


def causal_mask(q_len, k_len):
    # The attention exercise's mask, bottom-right aligned: query i sits at absolute position
    # k_len - q_len + i and may see every key up to there.
    rows = np.arange(q_len)[:, None]
    cols = np.arange(k_len)[None, :]
    return cols <= rows + (k_len - q_len)


def online_softmax_update(m, l, acc, s_block, v_block):
    m = np.asarray(m, dtype=float)
    l = np.asarray(l, dtype=float)
    acc = np.asarray(acc, dtype=float)
    s = np.asarray(s_block, dtype=float)
    v = np.asarray(v_block, dtype=float)
    # initial=-inf: an empty block (B = 0) has maximum -inf instead of raising.
    m_new = np.maximum(m, np.max(s, axis=-1, initial=-np.inf))
    # Every exponent is taken relative to m_new, so none is above 0. Where m_new is -inf the
    # query has seen no allowed key, this block included: use 0 there instead, so that
    # exp(-inf - 0) = 0 replaces exp(-inf - (-inf)) = nan and the state stays (-inf, 0, 0).
    base = np.where(np.isfinite(m_new), m_new, 0.0)
    alpha = np.exp(m - base)  # the old state's factor: 0 when m = -inf, 1 when m is unchanged
    p = np.exp(s - base[..., None])  # a masked score (-inf) gives exactly 0
    l_new = alpha * l + np.sum(p, axis=-1)
    # acc stays unnormalised (FlashAttention-2): nothing is divided until the very end.
    acc_new = alpha[..., None] * acc + p @ v
    return m_new, l_new, acc_new


def _allowed(q_len, k_len, causal, mask):
    allowed = np.ones((q_len, k_len), dtype=bool)
    if causal:
        allowed = causal_mask(q_len, k_len)
    if mask is not None:
        allowed = allowed & np.asarray(mask, dtype=bool)  # broadcasts a (Lk,) padding mask
    return allowed


def tiled_attention(q, k, v, block_size, causal=False, mask=None):
    if block_size < 1:
        raise ValueError(f"block_size = {block_size} must be an integer >= 1")
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    v = np.asarray(v, dtype=float)
    q_len, d = q.shape[-2], q.shape[-1]
    k_len = k.shape[-2]
    allowed = _allowed(q_len, k_len, causal, mask)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2], allowed.shape[:-2])
    # The empty state: nothing seen yet.
    m = np.full(lead + (q_len,), -np.inf)
    l = np.zeros(lead + (q_len,))
    acc = np.zeros(lead + (q_len, v.shape[-1]))
    for start in range(0, k_len, block_size):
        stop = min(start + block_size, k_len)  # the last block may be shorter
        k_block = k[..., start:stop, :]
        s = q @ np.swapaxes(k_block, -1, -2) / np.sqrt(d)
        # The mask's columns are the absolute key indices start .. stop - 1. Masked scores
        # become -inf before any arithmetic: a padded key's 1e300 never reaches exp().
        s = np.where(allowed[..., start:stop], s, -np.inf)
        m, l, acc = online_softmax_update(m, l, acc, s, v[..., start:stop, :])
    seen = l > 0  # l >= 1 wherever a key was allowed (its maximum gives exp(0) = 1)
    safe = np.where(seen, l, 1.0)
    out = acc / safe[..., None]  # acc is 0 where nothing was seen: a row of zeros
    lse = np.where(seen, m + np.log(safe), -np.inf)
    return out, lse


def merge_attention(out1, lse1, out2, lse2):
    out1 = np.asarray(out1, dtype=float)
    out2 = np.asarray(out2, dtype=float)
    lse1 = np.asarray(lse1, dtype=float)
    lse2 = np.asarray(lse2, dtype=float)
    top = np.maximum(lse1, lse2)
    # Both parts empty: top = -inf. Measure from 0 there, so that both weights are
    # exp(-inf) = 0 instead of exp(-inf - (-inf)) = nan.
    base = np.where(np.isfinite(top), top, 0.0)
    w1 = np.exp(lse1 - base)  # <= 1, and the larger part's is exactly 1
    w2 = np.exp(lse2 - base)
    total = w1 + w2  # >= 1 where some part saw a key, 0 where neither did
    seen = total > 0
    safe = np.where(seen, total, 1.0)
    lse = np.where(seen, base + np.log(safe), -np.inf)
    # An empty part has weight exactly 0, so whatever finite values its output holds vanish.
    out = (w1 / safe)[..., None] * out1 + (w2 / safe)[..., None] * out2
    return out, lse


def recompute_weights(q, k, lse, causal=False, mask=None):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    lse = np.asarray(lse, dtype=float)
    q_len, d = q.shape[-2], q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    finite = np.isfinite(lse)
    # A row whose lse is -inf saw no key: all of it is left out, whatever the mask says.
    allowed = _allowed(q_len, k.shape[-2], causal, mask) & finite[..., None]
    # The stored lse already holds the row's maximum and sum: no max, no sum here. Left-out
    # entries become -inf before exp(), so exp() gives exactly 0 there and never inf * 0.
    shifted = s - np.where(finite, lse, 0.0)[..., None]
    return np.exp(np.where(allowed, shifted, -np.inf))
