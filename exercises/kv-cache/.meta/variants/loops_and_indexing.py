"""A correct answer written from the statement alone, another way than the reference: the kv
heads picked by an index array, attention as explicit loops over the leading axes, heads and
queries with a softmax over the allowed keys only, the cache grown into a preallocated array,
and the size multiplied with math.prod over Python ints."""

import math

import numpy as np


def repeat_kv(x, n_rep):
    if n_rep < 1:
        raise ValueError("n_rep must be at least 1")
    x = np.asarray(x, dtype=np.float64)
    groups = x.shape[-3]
    # Fancy indexing always copies: head h of the output is head h // n_rep of the input.
    pick = np.arange(groups * int(n_rep)) // int(n_rep)
    return x[..., pick, :, :]


def _one_head(q, k, v, causal):
    """Attention of one head: q (Lq, d), k (Lk, d), v (Lk, dv)."""
    q_len, k_len, width = q.shape[0], k.shape[0], q.shape[1]
    out = np.zeros((q_len, v.shape[1]))
    for i in range(q_len):
        last = k_len - q_len + i if causal else k_len - 1  # the last key query i may see
        if last < 0:
            continue  # no key: a row of zeros
        scores = np.array([q[i] @ k[j] / math.sqrt(width) for j in range(last + 1)])
        weights = np.exp(scores - scores.max())
        weights /= weights.sum()
        for j in range(last + 1):
            out[i] += weights[j] * v[j]
    return out


def grouped_query_attention(q, k, v, causal=True):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    v = np.asarray(v, dtype=np.float64)
    heads, groups = q.shape[-3], k.shape[-3]
    if k.shape[-3:-1] != v.shape[-3:-1]:
        raise ValueError("k and v must have the same kv heads and positions")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must have the same width")
    if groups == 0 or heads % groups:
        raise ValueError("the query heads must split evenly over the kv heads")
    n_rep = heads // groups
    lead = q.shape[:-3]
    out = np.zeros(lead + (heads, q.shape[-2], v.shape[-1]))
    for index in np.ndindex(*lead):
        for h in range(heads):
            g = h // n_rep
            out[index + (h,)] = _one_head(q[index + (h,)], k[index + (g,)], v[index + (g,)], causal)
    return out


def decode_step(q_new, k_new, v_new, cache_k, cache_v):
    q_new = np.asarray(q_new, dtype=np.float64)
    k_new = np.asarray(k_new, dtype=np.float64)
    v_new = np.asarray(v_new, dtype=np.float64)
    cache_k = np.asarray(cache_k, dtype=np.float64)
    cache_v = np.asarray(cache_v, dtype=np.float64)
    n = q_new.shape[-2]
    if not k_new.shape[-2] == v_new.shape[-2] == n:
        raise ValueError("q_new, k_new and v_new must hold the same number of new positions")
    cached = cache_k.shape[-2]
    caches = []
    for old, new in ((cache_k, k_new), (cache_v, v_new)):
        grown = np.empty(new.shape[:-2] + (cached + n, new.shape[-1]))
        grown[..., :cached, :] = old
        grown[..., cached:, :] = new
        caches.append(grown)
    out = grouped_query_attention(q_new, caches[0], caches[1], causal=True)
    return out, caches[0], caches[1]


def kv_cache_bytes(num_layers, num_kv_heads, head_dim, seq_len, batch_size=1, bytes_per_value=2):
    sizes = [num_layers, num_kv_heads, head_dim, seq_len, batch_size, bytes_per_value]
    sizes = [int(s) for s in sizes]
    if any(s < 0 for s in sizes):
        raise ValueError("every size must be 0 or more")
    return math.prod([2, *sizes])
