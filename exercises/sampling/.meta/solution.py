"""Reference solution: next-token probabilities under temperature, top-k, top-p and min-p,
inverse-CDF sampling, one step of speculative sampling, and its expected yield."""

import numpy as np


def _softmax_over(z: np.ndarray, kept: np.ndarray) -> np.ndarray:
    """Softmax of z along the last axis over the kept entries only; the others get exactly 0.

    The row maximum is taken over the kept entries and subtracted before exp, so logits of
    +-2e4 neither overflow nor underflow to 0/0. Every row keeps at least its maximum."""
    w = np.where(kept, z, -np.inf)
    m = np.max(w, axis=-1, keepdims=True)
    e = np.exp(w - m)  # exp(-inf) = 0 for the tokens left out
    return e / np.sum(e, axis=-1, keepdims=True)


def next_token_probs(logits, temperature=1.0, top_k=None, top_p=None, min_p=None) -> np.ndarray:
    # Every argument is checked first, also when temperature 0 will ignore the filters.
    if not temperature >= 0:
        raise ValueError(f"temperature must be >= 0, got {temperature}")
    if top_k is not None and top_k < 1:
        raise ValueError(f"top_k must be None or an integer >= 1, got {top_k}")
    if top_p is not None and not 0 < top_p <= 1:
        raise ValueError(f"top_p must be None or in (0, 1], got {top_p}")
    if min_p is not None and not 0 <= min_p <= 1:
        raise ValueError(f"min_p must be None or in [0, 1], got {min_p}")
    x = np.asarray(logits, dtype=float)  # a new float64 array for lists and integer logits
    vocab = x.shape[-1]

    if temperature == 0:
        # Greedy: one-hot at the first largest logit (np.argmax returns the lowest index on
        # ties). A fresh array of zeros, float64 whatever the dtype of the logits.
        out = np.zeros(x.shape)
        best = np.argmax(x, axis=-1)[..., None]
        np.put_along_axis(out, best, 1.0, axis=-1)
        return out

    z = x / temperature
    kept = np.isfinite(x)  # a banned token (-inf) is never kept

    if top_k is not None and top_k < vocab:
        # The top_k-th largest value, repeats counted; every token tied with it stays.
        kth = np.sort(z, axis=-1)[..., vocab - top_k, None]
        kept &= z >= kth

    if top_p is not None and top_p < 1:
        # top-p reads the distribution it is handed: the survivors so far, renormalised.
        p = _softmax_over(z, kept)
        ranked = -np.sort(-p, axis=-1)  # decreasing
        reached = np.cumsum(ranked, axis=-1) >= top_p
        # The probability at the first rank whose cumulative sum reaches top_p; a token is
        # kept iff it is at least as probable (the crossing token and everything tied with
        # it). If rounding keeps every sum below top_p, the threshold 0 keeps them all.
        first = np.argmax(reached, axis=-1)[..., None]
        threshold = np.take_along_axis(ranked, first, axis=-1)
        threshold = np.where(np.any(reached, axis=-1, keepdims=True), threshold, 0.0)
        kept &= p >= threshold

    if min_p is not None:
        # p_i >= min_p * p_max  <=>  exp(z_i - z_max) >= min_p: no normalisation needed, and
        # z is already divided by the temperature.
        z_max = np.max(np.where(kept, z, -np.inf), axis=-1, keepdims=True)
        kept &= np.exp(z - z_max) >= min_p

    return _softmax_over(z, kept)


def sample_token(probs, u) -> int:
    if not 0 <= u < 1:
        raise ValueError(f"u must be in [0, 1), got {u}")
    c = np.cumsum(np.asarray(probs, dtype=float))
    # The first index whose running sum is strictly above u times the total: a token of
    # probability 0 has the running sum of the token before it, so it is never the first.
    return int(np.searchsorted(c, u * c[-1], side="right"))


def speculative_step(p_target, q_draft, draft_tokens, u_accept, u_resample) -> list[int]:
    drafts = [int(x) for x in draft_tokens]
    k = len(drafts)
    p = np.asarray(p_target, dtype=float)
    if p.ndim != 2 or p.shape[0] != k + 1:
        raise ValueError(f"p_target must have K + 1 = {k + 1} rows, got shape {p.shape}")
    q = np.asarray(q_draft, dtype=float)
    if k == 0 and q.size == 0:
        q = q.reshape(0, p.shape[1])  # no draft: q_draft may be [] or of shape (0, V)
    if q.shape != (k, p.shape[1]):
        raise ValueError(f"q_draft must have shape {(k, p.shape[1])}, got {q.shape}")
    u = np.asarray(u_accept, dtype=float).reshape(-1)
    if u.size != k:
        raise ValueError(f"u_accept must have K = {k} entries, got {u.size}")

    tokens = []
    for i, x in enumerate(drafts):
        # Accept with probability min(1, p/q), written without a division and strictly:
        # a token the target gives probability 0 is never accepted, even with u = 0.
        if u[i] * q[i, x] < p[i, x]:
            tokens.append(x)
            continue
        # Rejected: draw from the residual max(0, p - q), which sample_token normalises.
        residual = np.maximum(p[i] - q[i], 0.0)
        if not np.any(residual > 0):  # p and q differ by rounding alone
            residual = p[i]
        tokens.append(sample_token(residual, u_resample))
        return tokens  # nothing after a rejection is used
    # Every draft accepted: the target's distribution after the last draft gives a bonus token.
    tokens.append(sample_token(p[k], u_resample))
    return tokens


def expected_tokens_per_step(alpha, k) -> float:
    if not 0 <= alpha <= 1:
        raise ValueError(f"alpha must be in [0, 1], got {alpha}")
    if k < 0 or k != int(k):
        raise ValueError(f"k must be an integer >= 0, got {k}")
    # 1 + alpha + ... + alpha^k: the sum needs no special case at alpha = 1, and stays
    # accurate just below it, where the closed form divides two tiny numbers.
    total = 0.0
    for j in range(int(k) + 1):
        total += alpha**j
    return float(total)
