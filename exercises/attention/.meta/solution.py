"""Reference solution: a masked softmax, bottom-right causal masks, scaled dot-product attention
and multi-head attention."""

import numpy as np


def softmax(x, axis=-1, mask=None):
    x = np.asarray(x, dtype=float)
    if mask is None:
        z = x
    else:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), x.shape)
        # Masked entries are replaced before any arithmetic: whatever they hold (inf, nan,
        # 1e300) never reaches the maximum, exp() or the sum, and exp(-inf) is exactly 0.
        z = np.where(allowed, x, -np.inf)
    # Each slice's own maximum over its allowed entries. A slice with none has -inf here: use 0,
    # so that every entry of it stays -inf and exp() gives 0 without a 0 / 0 below.
    top = np.max(z, axis=axis, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    e = np.exp(z - top)
    total = np.sum(e, axis=axis, keepdims=True)
    # total >= 1 wherever the slice has an allowed entry (its maximum gives exp(0) = 1).
    return e / np.where(total > 0, total, 1.0)


def causal_mask(q_len, k_len):
    # Query i sits at absolute position k_len - q_len + i and may see every key up to there:
    # bottom-right aligned, so a query of a KV cache's last step sees the whole cache.
    rows = np.arange(q_len)[:, None]
    cols = np.arange(k_len)[None, :]
    return cols <= rows + (k_len - q_len)


def attention(q, k, v, mask=None):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    v = np.asarray(v, dtype=float)
    # d is the width of q and k, never of v.
    d = q.shape[-1]
    # swapaxes, not .T: the leading (batch, head) axes must stay where they are.
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    weights = softmax(scores, axis=-1, mask=mask)
    # A masked key has weight exactly 0, and 0 * 1e300 = 0: padded values change nothing.
    return weights @ v, weights


def multi_head_attention(x, w_q, w_k, w_v, w_o, num_heads, causal=True):
    x = np.asarray(x, dtype=float)
    w_q, w_k, w_v, w_o = (np.asarray(w, dtype=float) for w in (w_q, w_k, w_v, w_o))
    size = x.shape[-1]
    if num_heads < 1 or size % num_heads != 0:
        raise ValueError(f"num_heads = {num_heads} must be at least 1 and divide {size}")
    length, head_size = x.shape[-2], size // num_heads

    def split(a):
        # (..., L, D) -> (..., L, H, hs) -> (..., H, L, hs): head h owns columns
        # h*hs .. (h+1)*hs - 1, as GPT-2's split_states and nanoGPT's view + transpose.
        return np.swapaxes(a.reshape(a.shape[:-1] + (num_heads, head_size)), -2, -3)

    mask = causal_mask(length, length) if causal else None
    heads, _ = attention(split(x @ w_q), split(x @ w_k), split(x @ w_v), mask)
    # Back to (..., L, H, hs), then the heads side by side in head order.
    merged = np.swapaxes(heads, -2, -3).reshape(x.shape)
    return merged @ w_o
