"""Rotary position embeddings (RoPE), their two layouts, and converting weights: your answer.

Fill in the four functions. Use numpy only; do not change the input arrays.
"""

import numpy as np


def rope_angles(positions, dim: int, base: float = 10000.0) -> tuple[np.ndarray, np.ndarray]:
    """cos and sin of the rotation angle of every position for every pair of coordinates.

    positions: int, float, list or array of any shape (a scalar included).
    dim: even and >= 2 (ValueError otherwise); there are dim // 2 pairs.
    theta_i = base ** (-2 i / dim) for i = 0 .. dim/2 - 1; angle = position * theta_i.
    Returns (cos, sin): two new float64 arrays of shape positions.shape + (dim // 2,).
    """
    raise NotImplementedError("rope_angles is not written yet")


def apply_rope(x, positions, base: float = 10000.0, layout: str = "half") -> np.ndarray:
    """Rotate every vector of x (its last axis) to its position.

    x: float array (..., L, dim), dim even (ValueError otherwise).
    positions: (L,) or any shape that broadcasts against x.shape[:-1], e.g. (B, 1, L) for
        x of shape (B, H, L, dim).
    layout: "half" pairs (i, i + dim/2); "interleaved" pairs (2i, 2i + 1); else ValueError.
    Returns a new float64 array of x's shape.
    """
    raise NotImplementedError("apply_rope is not written yet")


def rope_scores(q, k, q_pos, k_pos, base: float = 10000.0, layout: str = "half") -> np.ndarray:
    """Rotated queries times rotated keys, without any 1/sqrt(dim) scale.

    q: (..., Lq, dim) at positions q_pos; k: (..., Lk, dim) at positions k_pos.
    Returns a new float64 array (..., Lq, Lk): entry [..., j, l] is query j against key l.
    """
    raise NotImplementedError("rope_scores is not written yet")


def interleaved_to_half(w, num_heads: int = 1) -> np.ndarray:
    """Permute the last axis of w, inside each head, from the interleaved to the half layout.

    w: float array (..., num_heads * head_dim); head h owns a contiguous slice of the last axis.
    Inside a head, new[j] = old[perm[j]] with perm = [0, 2, ..., head_dim - 2, 1, 3, ...,
    head_dim - 1]. ValueError if num_heads < 1, does not divide the last axis, or head_dim is
    odd. Returns a new float64 array of w's shape.
    """
    raise NotImplementedError("interleaved_to_half is not written yet")
