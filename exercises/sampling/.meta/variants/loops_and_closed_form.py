"""A correct answer written from the statement alone, another way than the reference: one row
at a time in plain Python, top-p from its set definition (the mass of the tokens strictly more
probable than each token), min-p on normalised probabilities, inverse-CDF sampling by a linear
scan, the acceptance test as a ratio, and the closed form of the expected tokens."""

import math

import numpy as np


def _softmax(values, kept):
    best = max(v for v, k in zip(values, kept) if k)
    weights = [math.exp(v - best) if k else 0.0 for v, k in zip(values, kept)]
    total = sum(weights)
    return [w / total for w in weights]


def _one_row(row, temperature, top_k, top_p, min_p):
    n = len(row)
    if temperature == 0:
        best = 0
        for i in range(1, n):
            if row[i] > row[best]:
                best = i
        return [1.0 if i == best else 0.0 for i in range(n)]
    z = [v / temperature for v in row]
    kept = [v != -math.inf for v in row]
    if top_k is not None and top_k < n:
        threshold = sorted(z, reverse=True)[top_k - 1]
        kept = [k and v >= threshold for k, v in zip(kept, z)]
    if top_p is not None and top_p != 1:
        p = _softmax(z, kept)
        # Dropped iff the tokens strictly more probable already reach top_p. When rounding
        # keeps the whole sum below top_p, no token is dropped.
        above = [sum(pj for pj, kj in zip(p, kept) if kj and pj > pi) for pi in p]
        kept = [k and a < top_p for k, a in zip(kept, above)]
    if min_p is not None:
        p = _softmax(z, kept)
        best = max(p)
        kept = [k and pi >= min_p * best for k, pi in zip(kept, p)]
    return _softmax(z, kept)


def next_token_probs(logits, temperature=1.0, top_k=None, top_p=None, min_p=None):
    if temperature < 0:
        raise ValueError("temperature must not be negative")
    if top_k is not None and not top_k >= 1:
        raise ValueError("top_k must be at least 1")
    if top_p is not None and not (top_p > 0 and top_p <= 1):
        raise ValueError("top_p must lie in (0, 1]")
    if min_p is not None and not (min_p >= 0 and min_p <= 1):
        raise ValueError("min_p must lie in [0, 1]")
    array = np.array(logits, dtype=np.float64)
    rows = array.reshape(-1, array.shape[-1])
    out = np.empty(rows.shape, dtype=np.float64)
    for r in range(rows.shape[0]):
        out[r] = _one_row([float(v) for v in rows[r]], temperature, top_k, top_p, min_p)
    return out.reshape(array.shape)


def sample_token(probs, u):
    if u < 0 or u >= 1:
        raise ValueError("u must lie in [0, 1)")
    weights = [float(w) for w in np.ravel(probs)]
    running = []
    total = 0.0
    for w in weights:
        total += w
        running.append(total)
    target = u * total
    for i, c in enumerate(running):
        if c > target:
            return i
    return len(weights) - 1


def speculative_step(p_target, q_draft, draft_tokens, u_accept, u_resample):
    tokens = [int(t) for t in draft_tokens]
    k = len(tokens)
    p = [[float(v) for v in row] for row in np.array(p_target, dtype=float)]
    width = len(p[0]) if p else 0
    if np.ndim(p_target) != 2 or len(p) != k + 1:
        raise ValueError("p_target needs K + 1 rows")
    q = [[float(v) for v in row] for row in np.array(q_draft, dtype=float).reshape(-1, width)]
    if len(q) != k or np.size(q_draft) != k * width:
        raise ValueError("q_draft needs shape (K, V)")
    u = [float(v) for v in np.ravel(u_accept)]
    if len(u) != k:
        raise ValueError("u_accept needs K entries")
    out = []
    for i in range(k):
        x = tokens[i]
        px, qx = p[i][x], q[i][x]
        accepted = px > 0 and (qx == 0 or u[i] < px / qx)
        if accepted:
            out.append(x)
            continue
        residual = [max(a - b, 0.0) for a, b in zip(p[i], q[i])]
        if max(residual) == 0.0:
            residual = p[i]
        out.append(sample_token(residual, u_resample))
        return out
    out.append(sample_token(p[k], u_resample))
    return out


def expected_tokens_per_step(alpha, k):
    if alpha < 0 or alpha > 1:
        raise ValueError("alpha must lie in [0, 1]")
    if k < 0:
        raise ValueError("k must be at least 0")
    if alpha == 1:
        return float(k + 1)
    return float((1.0 - alpha ** (int(k) + 1)) / (1.0 - alpha))
