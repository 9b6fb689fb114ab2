"""KV cache: incremental decoding, multi-query and grouped-query attention: your answer.

Fill in the four functions. Use numpy only; do not change the input arrays.

From the attention exercise, paste your own softmax (with its mask), causal_mask and attention
here: grouped_query_attention is attention with the kv heads shared, and its causal mask is
causal_mask(Lq, Lk). Imports between exercises do not work, so the code has to be in this file.
With no key at all (Lk = 0), np.max over an empty axis raises: return zeros early, or take the
maximum with initial=-np.inf.
"""

import numpy as np

# Paste softmax, causal_mask and attention from the attention exercise here.


def repeat_kv(x: np.ndarray, n_rep: int) -> np.ndarray:
    """Each kv head repeated n_rep times in a row along the head axis (-3).

    x: float array (..., G, L, d), G key (or value) heads; lists and integer arrays too.
    n_rep: int >= 1 (ValueError otherwise).
    Returns a new float64 array (..., G * n_rep, L, d) with out[..., h, :, :] =
    x[..., h // n_rep, :, :], a new array even when n_rep = 1.
    """
    raise NotImplementedError("repeat_kv is not written yet")


def grouped_query_attention(
    q: np.ndarray, k: np.ndarray, v: np.ndarray, causal: bool = True
) -> np.ndarray:
    """Attention of H query heads over G shared key/value heads.

    q: (..., H, Lq, d), k: (..., G, Lk, d), v: (..., G, Lk, dv), the same leading axes, Lk >= 0.
    Query head h uses kv head h // (H // G); scores q . k / sqrt(d); causal: key j is allowed
    for query i when j <= Lk - Lq + i (bottom-right). A query with no allowed key gets zeros.
    ValueError when H % G != 0, when k and v differ in G or Lk, or when q and k differ in d.
    Returns a new float64 array (..., H, Lq, dv).
    """
    raise NotImplementedError("grouped_query_attention is not written yet")


def decode_step(
    q_new: np.ndarray,
    k_new: np.ndarray,
    v_new: np.ndarray,
    cache_k: np.ndarray,
    cache_v: np.ndarray,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """One step of cached decoding for n >= 1 new positions.

    q_new: (..., H, n, d), k_new: (..., G, n, d), v_new: (..., G, n, dv): the new positions.
    cache_k: (..., G, T, d), cache_v: (..., G, T, dv): the T >= 0 positions cached so far
    (T = 0: e.g. np.zeros((G, 0, d))). ValueError when q_new, k_new and v_new differ in n.
    Returns (out, new_cache_k, new_cache_v), new float64 arrays: the caches with the new
    positions appended along axis -2, (..., G, T + n, d) and (..., G, T + n, dv), and
    out = grouped_query_attention(q_new, new_cache_k, new_cache_v, causal=True), (..., H, n, dv).
    """
    raise NotImplementedError("decode_step is not written yet")


def kv_cache_bytes(
    num_layers: int,
    num_kv_heads: int,
    head_dim: int,
    seq_len: int,
    batch_size: int = 1,
    bytes_per_value: int = 2,
) -> int:
    """The size of a KV cache in bytes, an exact Python int.

    2 * num_layers * num_kv_heads * head_dim * seq_len * batch_size * bytes_per_value (the 2:
    one key and one value). Arguments are non-negative Python ints or numpy integers
    (ValueError for a negative one).
    """
    raise NotImplementedError("kv_cache_bytes is not written yet")
