"""A correct answer written another way: Python loops, math.fsum in reverse order, min/max in
place of np.clip."""

import math

import numpy as np


def _mean_log_ratios(logp, old_logp, mask):
    rows = zip(np.asarray(logp).tolist(), np.asarray(old_logp).tolist(), np.asarray(mask).tolist())
    for new_row, old_row, mask_row in rows:
        diffs = [float(a) - float(b) for a, b, m in zip(new_row, old_row, mask_row) if m]
        yield math.fsum(reversed(diffs)) / len(diffs)


def sequence_ratio(logp, old_logp, mask):
    return np.array([math.exp(m) for m in _mean_log_ratios(logp, old_logp, mask)])


def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    ratios = sequence_ratio(logp, old_logp, mask).tolist()
    total = 0.0
    for s, a in zip(ratios, np.asarray(advantages).tolist()):
        clipped = min(max(s, 1.0 - eps_low), 1.0 + eps_high)
        total += min(s * a, clipped * a)
    return total / len(ratios)


def clip_fraction(logp, old_logp, mask, eps_low=3e-4, eps_high=4e-4):
    ratios = sequence_ratio(logp, old_logp, mask).tolist()
    return sum(s < 1.0 - eps_low or s > 1.0 + eps_high for s in ratios) / len(ratios)
