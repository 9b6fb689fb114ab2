"""Reference solution: rotary position embeddings in both layouts, and the weight permutation
that converts one layout into the other."""

import numpy as np

LAYOUTS = ("half", "interleaved")


def rope_angles(positions, dim: int, base: float = 10000.0) -> tuple[np.ndarray, np.ndarray]:
    if dim < 2 or dim % 2 != 0:
        raise ValueError(f"dim must be even and at least 2, got {dim}")
    # Float positions (a list, an int array or a scalar all become a float64 array).
    positions = np.asarray(positions, dtype=float)
    # theta_i = base^(-2i/dim), i = 0 .. dim/2 - 1: theta_0 = 1, then ever slower pairs.
    i = np.arange(dim // 2, dtype=float)
    theta = base ** (-2.0 * i / dim)
    # One more axis, of length dim/2: the angle of every position for every pair.
    angle = positions[..., None] * theta
    return np.cos(angle), np.sin(angle)


def _pairs(dim: int, layout: str) -> tuple[slice, slice]:
    """Which coordinates form the pairs: p = i with r = i + dim/2, or p = 2i with r = 2i + 1."""
    if layout == "half":
        return slice(0, dim // 2), slice(dim // 2, dim)
    if layout == "interleaved":
        return slice(0, dim, 2), slice(1, dim, 2)
    raise ValueError(f"layout must be one of {LAYOUTS}, got {layout!r}")


def apply_rope(x, positions, base: float = 10000.0, layout: str = "half") -> np.ndarray:
    x = np.asarray(x, dtype=float)
    dim = x.shape[-1]
    if dim % 2 != 0:
        raise ValueError(f"the last axis must be even, got {dim}")
    first, second = _pairs(dim, layout)
    # (..., dim/2) tables; positions broadcast against x.shape[:-1], one per vector.
    cos, sin = rope_angles(positions, dim, base)
    a, b = x[..., first], x[..., second]
    # A new array: both halves of each pair are computed from the input before anything is
    # written, and the caller's x is never touched.
    out = np.empty(np.broadcast_shapes(x.shape, cos.shape[:-1] + (dim,)))
    out[..., first] = a * cos - b * sin
    out[..., second] = b * cos + a * sin
    return out


def rope_scores(q, k, q_pos, k_pos, base: float = 10000.0, layout: str = "half") -> np.ndarray:
    q_rot = apply_rope(q, q_pos, base, layout)
    k_rot = apply_rope(k, k_pos, base, layout)
    # (..., Lq, dim) @ (..., dim, Lk): only the last two axes are swapped, batch axes stay.
    # No 1/sqrt(dim): that scale belongs to attention, not to the rotation.
    return q_rot @ np.swapaxes(k_rot, -1, -2)


def interleaved_to_half(w, num_heads: int = 1) -> np.ndarray:
    w = np.asarray(w, dtype=float)
    width = w.shape[-1]
    if num_heads < 1 or width % num_heads != 0:
        raise ValueError(f"num_heads = {num_heads} does not split a last axis of {width}")
    head_dim = width // num_heads
    if head_dim % 2 != 0:
        raise ValueError(f"the head dimension {head_dim} is odd")
    # Within a head: the even coordinates, then the odd ones. new[j] = old[perm[j]].
    perm = np.concatenate([np.arange(0, head_dim, 2), np.arange(1, head_dim, 2)])
    # The same permutation in each head's contiguous slice, offset by the head's start.
    columns = (np.arange(num_heads)[:, None] * head_dim + perm).reshape(-1)
    # Fancy indexing copies: the result shares no memory with w.
    return w[..., columns]
