"""A correct answer written from the statement another way: each slice's softmax in plain
Python (math.exp, math.fsum) after moving the axis to the end, the causal mask cell by cell,
attention with einsum, and multi-head attention one head at a time with slices and
np.concatenate."""

import math

import numpy as np


def _slice_softmax(values, allowed):
    kept = [v for v, a in zip(values, allowed) if a]
    if not kept:
        return [0.0] * len(values)
    top = max(kept)
    total = math.fsum(math.exp(v - top) for v in kept)
    return [math.exp(v - top) / total if a else 0.0 for v, a in zip(values, allowed)]


def softmax(x, axis=-1, mask=None):
    x = np.array(x, dtype=float)
    if mask is None:
        allowed = np.ones(x.shape, dtype=bool)
    else:
        allowed = np.broadcast_to(np.array(mask, dtype=bool), x.shape)
    moved_x = np.moveaxis(x, axis, -1)
    moved_a = np.moveaxis(allowed, axis, -1)
    rows_x = moved_x.reshape(-1, moved_x.shape[-1]).tolist()
    rows_a = moved_a.reshape(-1, moved_a.shape[-1]).tolist()
    out = [_slice_softmax(r, a) for r, a in zip(rows_x, rows_a)]
    result = np.array(out, dtype=float).reshape(moved_x.shape)
    return np.ascontiguousarray(np.moveaxis(result, -1, axis))


def causal_mask(q_len, k_len):
    q_len, k_len = int(q_len), int(k_len)
    mask = np.zeros((q_len, k_len), dtype=bool)
    for i in range(q_len):
        position = k_len - q_len + i
        for j in range(k_len):
            mask[i, j] = j <= position
    return mask


def attention(q, k, v, mask=None):
    q = np.array(q, dtype=float)
    k = np.array(k, dtype=float)
    v = np.array(v, dtype=float)
    scores = np.einsum("...id,...jd->...ij", q, k) / math.sqrt(q.shape[-1])
    weights = softmax(scores, axis=-1, mask=mask)
    out = np.einsum("...ij,...jd->...id", weights, v)
    return out, weights


def multi_head_attention(x, w_q, w_k, w_v, w_o, num_heads, causal=True):
    x = np.array(x, dtype=float)
    heads = int(num_heads)
    width = x.shape[-1]
    if heads < 1 or width % heads:
        raise ValueError("num_heads must be a positive divisor of the feature width")
    size = width // heads
    q = x @ np.array(w_q, dtype=float)
    k = x @ np.array(w_k, dtype=float)
    v = x @ np.array(w_v, dtype=float)
    mask = causal_mask(x.shape[-2], x.shape[-2]) if causal else None
    outputs = []
    for h in range(heads):
        cols = slice(h * size, (h + 1) * size)
        out, _ = attention(q[..., cols], k[..., cols], v[..., cols], mask)
        outputs.append(out)
    return np.concatenate(outputs, axis=-1) @ np.array(w_o, dtype=float)
