"""A correct answer written another way: loops, math.fsum and other summation orders, so its
numbers agree with the reference only up to the last bits."""

import math

import numpy as np

NAMES = ["token-mean", "seq-mean-token-mean", "seq-mean-token-sum", "seq-mean-token-sum-norm"]


def drgrpo_advantages(rewards):
    r = np.array(rewards, dtype=np.float64)
    out = np.empty(r.shape)
    for k in range(r.shape[0]):
        mean = math.fsum(r[k].tolist()) / r.shape[1]
        for j in range(r.shape[1]):
            out[k, j] = r[k, j] - mean
    return out


def aggregate(per_token, mask, mode, max_len=None):
    if mode not in NAMES:
        raise ValueError(f"no such mode {mode!r}; use {' | '.join(NAMES)}")
    x, m = np.array(per_token, dtype=float), np.array(mask, dtype=bool)
    sums = [
        math.fsum(x[i, t] for t in reversed(range(m.shape[1])) if m[i, t])
        for i in range(m.shape[0])
    ]
    counts = [int(m[i].sum()) for i in range(m.shape[0])]
    if mode == "token-mean":
        return math.fsum(sums) / sum(counts)
    if mode == "seq-mean-token-mean":
        return math.fsum(s / c for s, c in zip(sums, counts)) / len(sums)
    if mode == "seq-mean-token-sum":
        return math.fsum(sums) / len(sums)
    return math.fsum(s / (m.shape[1] if max_len is None else max_len) for s in sums) / len(sums)


def dapo_objective(logp, old_logp, advantages, mask, eps_low=0.2, eps_high=0.28):
    m = np.array(mask, dtype=bool)
    lp, old = np.array(logp, dtype=float), np.array(old_logp, dtype=float)
    adv = np.array(advantages, dtype=float)
    terms = np.zeros(m.shape)
    for i, t in zip(*np.nonzero(m)):
        rho = math.exp(lp[i, t] - old[i, t])
        terms[i, t] = min(rho * adv[i], min(max(rho, 1 - eps_low), 1 + eps_high) * adv[i])
    return aggregate(terms, m, "token-mean")


def informative_groups(rewards):
    r = np.array(rewards, dtype=float)
    return np.array([len(set(row.tolist())) > 1 for row in r], dtype=bool).reshape(len(r))
