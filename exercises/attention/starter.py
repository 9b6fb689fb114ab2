"""Attention: masked softmax, causal masks, scaled dot-product and multi-head attention: your
answer.

Fill in the four functions. Use numpy only; do not change the input arrays. The later exercises
of the track (gpt-block, kv-cache, flash-attention) start from your softmax, causal_mask and
attention: keep them, you will paste them there.
"""

import numpy as np


def softmax(x: np.ndarray, axis: int = -1, mask: np.ndarray | None = None) -> np.ndarray:
    """A softmax along `axis` over the allowed entries of each slice.

    x: float array, at least 1-d (lists and integer arrays too).
    axis: int, the axis the slices run along (negative counts from the end).
    mask: None, or a bool array broadcastable to x.shape, True = allowed. Masked entries may
    hold anything (inf, nan, 1e300) and get exactly 0; a slice with no allowed entry is zeros.
    Returns a new float64 array of x's shape.
    """
    raise NotImplementedError("softmax is not written yet")


def causal_mask(q_len: int, k_len: int) -> np.ndarray:
    """The bottom-right aligned causal mask: the queries are the last q_len of k_len positions.

    q_len, k_len: ints >= 1. Returns a bool array (q_len, k_len) whose [i, j] is True when
    query i may attend to key j, that is j <= i + k_len - q_len.
    """
    raise NotImplementedError("causal_mask is not written yet")


def attention(
    q: np.ndarray, k: np.ndarray, v: np.ndarray, mask: np.ndarray | None = None
) -> tuple[np.ndarray, np.ndarray]:
    """Scaled dot-product attention.

    q: (..., Lq, d), k: (..., Lk, d), v: (..., Lk, dv), the same leading axes.
    mask: None, or a bool array broadcastable to (..., Lq, Lk), True = the query sees the key.
    Returns (out, weights): out (..., Lq, dv), weights (..., Lq, Lk), new float64 arrays;
    weights = softmax(q k^T / sqrt(d)) over the allowed keys, out = weights @ v.
    """
    raise NotImplementedError("attention is not written yet")


def multi_head_attention(
    x: np.ndarray,
    w_q: np.ndarray,
    w_k: np.ndarray,
    w_v: np.ndarray,
    w_o: np.ndarray,
    num_heads: int,
    causal: bool = True,
) -> np.ndarray:
    """Multi-head self-attention of a sequence x.

    x: (..., L, D); w_q, w_k, w_v, w_o: (D, D), used as x @ w. num_heads: int >= 1 dividing D
    (ValueError otherwise); head h owns columns h*hs .. (h+1)*hs - 1, hs = D // num_heads.
    causal: apply causal_mask(L, L) in every head.
    Returns a new float64 array (..., L, D).
    """
    raise NotImplementedError("multi_head_attention is not written yet")
