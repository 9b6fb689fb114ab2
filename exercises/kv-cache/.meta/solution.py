"""Reference solution: repeat_kv, grouped-query attention, one step of cached decoding and the
size of the KV cache. softmax, causal_mask and attention are the attention exercise's."""

import numpy as np

# --- from the attention exercise -------------------------------------------------------------


def softmax(x, axis=-1, mask=None):
    x = np.asarray(x, dtype=float)
    if mask is None:
        z = x
    else:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), x.shape)
        # Masked entries become -inf before any arithmetic, so exp() gives them exactly 0.
        z = np.where(allowed, x, -np.inf)
    top = np.max(z, axis=axis, keepdims=True)
    # A slice with nothing allowed has a maximum of -inf: use 0 there, so its entries stay -inf.
    top = np.where(np.isfinite(top), top, 0.0)
    e = np.exp(z - top)
    total = np.sum(e, axis=axis, keepdims=True)
    return e / np.where(total > 0, total, 1.0)


def causal_mask(q_len, k_len):
    # Bottom-right: query i sits at absolute position k_len - q_len + i.
    rows = np.arange(q_len)[:, None]
    cols = np.arange(k_len)[None, :]
    return cols <= rows + (k_len - q_len)


def attention(q, k, v, mask=None):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    v = np.asarray(v, dtype=float)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    weights = softmax(scores, axis=-1, mask=mask)
    return weights @ v, weights


# --- this exercise ---------------------------------------------------------------------------


def repeat_kv(x, n_rep):
    x = np.asarray(x, dtype=float)
    if n_rep < 1:
        raise ValueError(f"n_rep = {n_rep} must be at least 1")
    # np.repeat copies each head n_rep times in a row along the head axis (-3): kv head g ends
    # up at positions g * n_rep .. (g + 1) * n_rep - 1, so query head h reads kv head
    # h // n_rep. np.tile would lay the whole block out n_rep times (h % G). np.repeat always
    # returns a new array, also for n_rep = 1.
    return np.repeat(x, n_rep, axis=-3)


def grouped_query_attention(q, k, v, causal=True):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    v = np.asarray(v, dtype=float)
    heads, q_len, width = q.shape[-3:]
    groups, k_len = k.shape[-3], k.shape[-2]
    if v.shape[-3] != groups or v.shape[-2] != k_len:
        raise ValueError(f"k {k.shape} and v {v.shape} differ in kv heads or in length")
    if k.shape[-1] != width:
        raise ValueError(f"q has width {width} and k has width {k.shape[-1]}")
    if groups < 1 or heads % groups != 0:
        raise ValueError(f"{heads} query heads cannot share {groups} kv heads evenly")
    n_rep = heads // groups
    lead = q.shape[:-3]
    if k_len == 0:
        # No key at all: every row is empty, so zeros. (np.max over an empty axis would raise.)
        return np.zeros(lead + (heads, q_len, v.shape[-1]))
    # Query heads g * n_rep .. (g + 1) * n_rep - 1 form group g: (..., G, n_rep, Lq, d). Each
    # group's n_rep heads broadcast against its one kv head, given an axis of length 1: no copy.
    q_groups = q.reshape(lead + (groups, n_rep, q_len, width))
    mask = causal_mask(q_len, k_len) if causal else None
    out, _ = attention(q_groups, k[..., None, :, :], v[..., None, :, :], mask)
    return out.reshape(lead + (heads, q_len, v.shape[-1]))


def decode_step(q_new, k_new, v_new, cache_k, cache_v):
    q_new = np.asarray(q_new, dtype=float)
    k_new = np.asarray(k_new, dtype=float)
    v_new = np.asarray(v_new, dtype=float)
    n = q_new.shape[-2]
    if k_new.shape[-2] != n or v_new.shape[-2] != n:
        raise ValueError(
            f"q_new, k_new and v_new hold {n}, {k_new.shape[-2]} and {v_new.shape[-2]} positions"
        )
    # The new positions go after the cached ones (they are the latest), along the sequence
    # axis. np.concatenate makes new arrays: the caller's cache is never written into, and an
    # empty cache does not hand k_new itself back.
    new_k = np.concatenate([np.asarray(cache_k, dtype=float), k_new], axis=-2)
    new_v = np.concatenate([np.asarray(cache_v, dtype=float), v_new], axis=-2)
    # Bottom-right causal: new position i is at T + i and sees the cache and new 0..i.
    out = grouped_query_attention(q_new, new_k, new_v, causal=True)
    return out, new_k, new_v


def kv_cache_bytes(num_layers, num_kv_heads, head_dim, seq_len, batch_size=1, bytes_per_value=2):
    sizes = [int(a) for a in (num_layers, num_kv_heads, head_dim, seq_len, batch_size)]
    sizes.append(int(bytes_per_value))
    if min(sizes) < 0:
        raise ValueError(f"the sizes must be non-negative, got {sizes}")
    # Python ints never overflow; numpy's default integer is 32-bit in the browser.
    total = 2  # one key and one value per position, head and layer
    for size in sizes:
        total *= size
    return total
