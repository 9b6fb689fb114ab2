"""A correct answer written from the statement another way: every query handled on its own in
plain Python (math.exp, math.log), the leading axes flattened and restored, the causal test
written per (i, j) pair, the keys visited block by block with a while loop, and the merge
written as the weight of the larger part against the smaller one."""

# l is the statement's name for the running sum of exponentials (FlashAttention's ell).
# ruff: noqa: E741

import math

import numpy as np

NEG = -math.inf


def _rows(x, width_axes):
    """x as a list of rows over its leading axes, with the shape of those axes."""
    x = np.array(x, dtype=float)
    lead = x.shape[: x.ndim - width_axes]
    return x.reshape((-1,) + x.shape[x.ndim - width_axes :]), lead


def _update_one(m, l, acc, scores, values):
    """One query's state (m, l, acc as a list) folded with its scores and value rows."""
    top = max([m] + list(scores))
    if top == NEG:
        return NEG, 0.0, [0.0] * len(acc)
    keep = math.exp(m - top) if m != NEG else 0.0
    new_l = keep * l
    new_acc = [keep * a for a in acc]
    for s, row in zip(scores, values):
        if s == NEG:
            continue
        w = math.exp(s - top)
        new_l += w
        new_acc = [a + w * x for a, x in zip(new_acc, row)]
    return top, new_l, new_acc


def online_softmax_update(m, l, acc, s_block, v_block):
    m = np.array(m, dtype=float)
    l = np.array(l, dtype=float)
    acc = np.array(acc, dtype=float)
    s = np.array(s_block, dtype=float)
    v = np.array(v_block, dtype=float)
    lead = np.broadcast_shapes(m.shape[:-1], s.shape[:-2], v.shape[:-2])
    q_len, dv, b = m.shape[-1], acc.shape[-1], s.shape[-1]
    count = math.prod(lead)  # reshape(-1, ...) cannot guess it when an axis is empty
    m_b = np.broadcast_to(m, lead + (q_len,)).reshape(count, q_len)
    l_b = np.broadcast_to(l, lead + (q_len,)).reshape(count, q_len)
    acc_b = np.broadcast_to(acc, lead + (q_len, dv)).reshape(count, q_len, dv)
    s_b = np.broadcast_to(s, lead + (q_len, b)).reshape(count, q_len, b)
    v_b = np.broadcast_to(v, lead + (b, dv)).reshape(count, b, dv)
    out_m = np.empty(m_b.shape)
    out_l = np.empty(l_b.shape)
    out_acc = np.empty(acc_b.shape)
    for n in range(m_b.shape[0]):
        values = v_b[n].tolist()
        for i in range(q_len):
            got = _update_one(
                float(m_b[n, i]), float(l_b[n, i]), acc_b[n, i].tolist(), s_b[n, i].tolist(), values
            )
            out_m[n, i], out_l[n, i], out_acc[n, i] = got
    return (
        out_m.reshape(lead + (q_len,)),
        out_l.reshape(lead + (q_len,)),
        out_acc.reshape(lead + (q_len, dv)),
    )


def _allowed(q_len, k_len, causal, mask):
    table = np.ones((q_len, k_len), dtype=bool)
    if causal:
        for i in range(q_len):
            for j in range(k_len):
                table[i, j] = j <= k_len - q_len + i
    if mask is not None:
        table = np.logical_and(table, np.array(mask, dtype=bool))
    return table


def tiled_attention(q, k, v, block_size, causal=False, mask=None):
    if not block_size >= 1:
        raise ValueError("block_size must be at least 1")
    q = np.array(q, dtype=float)
    k = np.array(k, dtype=float)
    v = np.array(v, dtype=float)
    q_len, k_len, dv = q.shape[-2], k.shape[-2], v.shape[-1]
    allowed = _allowed(q_len, k_len, causal, mask)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2], allowed.shape[:-2])
    m = np.full(lead + (q_len,), NEG)
    l = np.zeros(lead + (q_len,))
    acc = np.zeros(lead + (q_len, dv))
    scale = 1.0 / math.sqrt(q.shape[-1])
    start = 0
    while start < k_len:
        stop = start + int(block_size)
        if stop > k_len:
            stop = k_len
        scores = np.einsum("...id,...jd->...ij", q, k[..., start:stop, :]) * scale
        scores = np.where(allowed[..., start:stop], scores, NEG)
        m, l, acc = online_softmax_update(m, l, acc, scores, v[..., start:stop, :])
        start = stop
    out = np.zeros(acc.shape)
    lse = np.full(l.shape, NEG)
    flat_l, flat_m = l.reshape(-1), m.reshape(-1)
    flat_acc, flat_out, flat_lse = acc.reshape(-1, dv), out.reshape(-1, dv), lse.reshape(-1)
    for n in range(flat_l.shape[0]):
        if flat_l[n] > 0:
            flat_out[n] = flat_acc[n] / flat_l[n]
            flat_lse[n] = flat_m[n] + math.log(flat_l[n])
    return out, lse


def merge_attention(out1, lse1, out2, lse2):
    o1, lead = _rows(out1, 1)
    o2, _ = _rows(out2, 1)
    a = np.array(lse1, dtype=float).reshape(-1).tolist()
    b = np.array(lse2, dtype=float).reshape(-1).tolist()
    out = np.zeros(o1.shape)
    lse = np.empty(len(a))
    for n, (x, y) in enumerate(zip(a, b)):
        if x == NEG and y == NEG:
            lse[n] = NEG
            continue
        hi, lo = (x, y) if x >= y else (y, x)
        rest = math.exp(lo - hi) if lo != NEG else 0.0  # the smaller part, relative to 1
        lse[n] = hi + math.log1p(rest)
        w_hi, w_lo = 1.0 / (1.0 + rest), rest / (1.0 + rest)
        w1, w2 = (w_hi, w_lo) if x >= y else (w_lo, w_hi)
        out[n] = (w1 * o1[n] if w1 else 0.0) + (w2 * o2[n] if w2 else 0.0)
    return out.reshape(lead + o1.shape[1:]), lse.reshape(lead)


def recompute_weights(q, k, lse, causal=False, mask=None):
    q = np.array(q, dtype=float)
    k = np.array(k, dtype=float)
    lse = np.array(lse, dtype=float)
    q_len, k_len = q.shape[-2], k.shape[-2]
    allowed = _allowed(q_len, k_len, causal, mask)
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], lse.shape[:-1], allowed.shape[:-2])
    count = math.prod(lead)
    q_b = np.broadcast_to(q, lead + q.shape[-2:]).reshape((count,) + q.shape[-2:])
    k_b = np.broadcast_to(k, lead + k.shape[-2:]).reshape((count,) + k.shape[-2:])
    lse_b = np.broadcast_to(lse, lead + (q_len,)).reshape(count, q_len)
    ok_b = np.broadcast_to(allowed, lead + (q_len, k_len)).reshape(count, q_len, k_len)
    scale = 1.0 / math.sqrt(q.shape[-1])
    p = np.zeros((q_b.shape[0], q_len, k_len))
    for n in range(q_b.shape[0]):
        for i in range(q_len):
            if lse_b[n, i] == NEG:
                continue
            for j in range(k_len):
                if ok_b[n, i, j]:
                    p[n, i, j] = math.exp(float(q_b[n, i] @ k_b[n, j]) * scale - lse_b[n, i])
    return p.reshape(lead + (q_len, k_len))
