"""A correct answer written another way: loops, another summation order and math.fsum."""

import math

import numpy as np


def sequence_logps(token_logps, mask):
    x = np.asarray(token_logps, dtype=float)
    m = np.asarray(mask, dtype=bool)
    return np.array([math.fsum(x[i][m[i]][::-1]) for i in range(x.shape[0])])


def _softplus(z):
    return max(z, 0.0) + math.log1p(math.exp(-abs(z)))


def dpo_loss(
    policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1, label_smoothing=0.0
):
    pc, pr, rc, rr = (
        np.asarray(a, dtype=float)
        for a in (policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    )
    chosen = beta * pc - beta * rc
    rejected = beta * pr - beta * rr
    h = beta * ((pc - pr) - (rc - rr))
    terms = [(1 - label_smoothing) * _softplus(-v) + label_smoothing * _softplus(v) for v in h]
    return math.fsum(terms) / len(terms), chosen, rejected


def ipo_loss(policy_chosen, policy_rejected, ref_chosen, ref_rejected, beta=0.1):
    pc, pr, rc, rr = (
        np.asarray(a, dtype=float)
        for a in (policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    )
    x = (pc - pr) - (rc - rr)
    return math.fsum(((x - 0.5 / beta) ** 2).tolist()) / len(x)
