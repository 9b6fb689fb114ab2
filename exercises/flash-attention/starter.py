"""FlashAttention: the online softmax, tiled attention and merging partial results: your answer.

Fill in the four functions. Use numpy only; do not change the input arrays.

From the attention exercise, paste your own causal_mask here: tiled_attention and
recompute_weights need it for causal=True (key j is allowed for query i when
j <= Lk - Lq + i). Paste your softmax and attention too if you want to compare with them:
tiled_attention's output must equal attention's for every block size. Imports between
exercises do not work, so the code has to be in this file.
"""

import numpy as np

# Paste causal_mask (and, to compare with, softmax and attention) from the attention exercise here.


def online_softmax_update(
    m: np.ndarray,
    l: np.ndarray,  # noqa: E741 (the statement's name)
    acc: np.ndarray,
    s_block: np.ndarray,
    v_block: np.ndarray,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Fold one block of keys into each query's running state (m, l, acc).

    m, l: (..., Lq), the largest allowed score so far (-inf if none) and sum of exp(s - m).
    acc: (..., Lq, dv), the sum of exp(s - m) * v, not divided by l.
    s_block: (..., Lq, B), the scaled scores of the block, -inf where a key is not allowed;
    B >= 0. v_block: (..., B, dv), the block's values. Lists and integer arrays too.
    Returns (m', l', acc'), new float64 arrays; a query with nothing allowed yet stays exactly
    (-inf, 0, zeros), with no nan.
    """
    raise NotImplementedError("online_softmax_update is not written yet")


def tiled_attention(
    q: np.ndarray,
    k: np.ndarray,
    v: np.ndarray,
    block_size: int,
    causal: bool = False,
    mask: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """Attention computed over blocks of block_size keys with online_softmax_update.

    q: (..., Lq, d), k: (..., Lk, d), v: (..., Lk, dv), the same leading axes; Lk >= 0.
    block_size: int >= 1 (ValueError otherwise); the last block may be shorter.
    causal: bottom-right, key j allowed for query i when j <= Lk - Lq + i (absolute j).
    mask: None, or a bool array broadcastable to (..., Lq, Lk), True = allowed, combined
    with causal.
    Returns (out, lse): out (..., Lq, dv) = acc / l, lse (..., Lq) = m + log(l), new float64
    arrays; a query with no allowed key gets a row of zeros and lse = -inf.
    """
    raise NotImplementedError("tiled_attention is not written yet")


def merge_attention(
    out1: np.ndarray, lse1: np.ndarray, out2: np.ndarray, lse2: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """The attention result over two disjoint key sets from their two partial results.

    out1, out2: (..., dv), each normalised over its own keys; lse1, lse2: (...), finite or
    -inf (an empty part, whose output rows must be ignored).
    Returns (out, lse), new float64 arrays: lse = log(exp(lse1) + exp(lse2)) computed with
    the maximum subtracted, out = exp(lse1 - lse) * out1 + exp(lse2 - lse) * out2; where both
    parts are empty, zeros and -inf.
    """
    raise NotImplementedError("merge_attention is not written yet")


def recompute_weights(
    q: np.ndarray,
    k: np.ndarray,
    lse: np.ndarray,
    causal: bool = False,
    mask: np.ndarray | None = None,
) -> np.ndarray:
    """The attention weights recomputed from a stored log-sum-exp.

    q: (..., Lq, d), k: (..., Lk, d); lse: (..., Lq), finite or -inf, used as given.
    causal, mask: as in tiled_attention.
    Returns a new float64 array (..., Lq, Lk): exp(q_i . k_j / sqrt(d) - lse_i) where (i, j)
    is allowed and lse_i is finite, 0 elsewhere.
    """
    raise NotImplementedError("recompute_weights is not written yet")
