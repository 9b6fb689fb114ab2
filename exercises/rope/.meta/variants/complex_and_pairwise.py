"""A correct answer written from the statement alone, another way than the reference: each
pair as one complex number turned by exp(i a) (Meta's formulation, for both layouts), the
scores summed pair by pair from the relative angle (n - m) theta_i, and the permutation as a
reshape of each head into (hd/2, 2) and a swap of those two axes (the view and transpose of
Hugging Face's conversion script)."""

import numpy as np


def rope_angles(positions, dim, base=10000.0):
    if not (dim >= 2 and dim % 2 == 0):
        raise ValueError("dim must be even and at least 2")
    half = int(dim) // 2
    inv_freq = 1.0 / base ** (np.arange(0, 2 * half, 2, dtype=float) / dim)
    angles = np.multiply.outer(np.asarray(positions, dtype=float), inv_freq)
    return np.cos(angles), np.sin(angles)


def _pair_indices(dim, layout):
    half = dim // 2
    if layout == "half":
        return np.arange(half), np.arange(half) + half
    if layout == "interleaved":
        return np.arange(0, dim, 2), np.arange(1, dim, 2)
    raise ValueError("layout must be 'half' or 'interleaved'")


def apply_rope(x, positions, base=10000.0, layout="half"):
    x = np.array(x, dtype=float)
    dim = x.shape[-1]
    if dim % 2:
        raise ValueError("the last axis must have an even length")
    p, r = _pair_indices(dim, layout)
    cos, sin = rope_angles(positions, dim, base)
    turned = (x[..., p] + 1j * x[..., r]) * (cos + 1j * sin)
    shape = np.broadcast_shapes(x.shape[:-1], cos.shape[:-1]) + (dim,)
    out = np.zeros(shape)
    out[..., p] = turned.real
    out[..., r] = turned.imag
    return out


def rope_scores(q, k, q_pos, k_pos, base=10000.0, layout="half"):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    dim = q.shape[-1]
    if dim % 2:
        raise ValueError("queries and keys must have an even length")
    p, r = _pair_indices(dim, layout)
    theta = 1.0 / base ** (np.arange(0, dim, 2, dtype=float) / dim)
    m = np.asarray(q_pos, dtype=float)
    n = np.asarray(k_pos, dtype=float)
    # Positions as arrays of the queries' and keys' leading shapes, so that they line up.
    m = np.broadcast_to(m, q.shape[:-1])[..., :, None, None]
    n = np.broadcast_to(n, k.shape[:-1])[..., None, :, None]
    # Pair i of R(m) q . R(n) k is q_pair . R((n - m) theta_i) k_pair.
    delta = (n - m) * theta
    cos, sin = np.cos(delta), np.sin(delta)
    qa, qb = q[..., :, None, p], q[..., :, None, r]
    ka, kb = k[..., None, :, p], k[..., None, :, r]
    per_pair = qa * (ka * cos - kb * sin) + qb * (kb * cos + ka * sin)
    return per_pair.sum(axis=-1)


def interleaved_to_half(w, num_heads=1):
    w = np.asarray(w, dtype=float)
    width = w.shape[-1]
    if num_heads < 1:
        raise ValueError("num_heads must be at least 1")
    if width % num_heads:
        raise ValueError("num_heads must divide the last axis")
    head_dim = width // num_heads
    if head_dim % 2:
        raise ValueError("the head dimension must be even")
    lead = w.shape[:-1]
    heads = w.reshape(lead + (num_heads, head_dim // 2, 2))
    return np.swapaxes(heads, -1, -2).reshape(lead + (width,)).copy()
