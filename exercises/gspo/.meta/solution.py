"""Reference solution: GSPO's sequence-level ratio, its clipped objective and the clip fraction."""

import numpy as np


def sequence_ratio(logp: np.ndarray, old_logp: np.ndarray, mask: np.ndarray) -> np.ndarray:
    mask = np.asarray(mask, dtype=bool)
    # Padding may hold 1e300: replace it by 0 before subtracting, so nothing overflows.
    logp = np.where(mask, np.asarray(logp, dtype=float), 0.0)
    old_logp = np.where(mask, np.asarray(old_logp, dtype=float), 0.0)
    # The mean log-ratio over each answer's valid tokens, exponentiated once: exp of a sum of
    # 1000 log-ratios (the product of token ratios) would underflow or overflow long before this.
    mean_log_ratio = (logp - old_logp).sum(axis=1) / mask.sum(axis=1)
    return np.exp(mean_log_ratio)


def gspo_objective(
    logp: np.ndarray,
    old_logp: np.ndarray,
    advantages: np.ndarray,
    mask: np.ndarray,
    eps_low: float = 3e-4,
    eps_high: float = 4e-4,
) -> float:
    s = sequence_ratio(logp, old_logp, mask)
    adv = np.asarray(advantages, dtype=float)
    clipped = np.clip(s, 1.0 - eps_low, 1.0 + eps_high)
    return float(np.minimum(s * adv, clipped * adv).mean())


def clip_fraction(
    logp: np.ndarray,
    old_logp: np.ndarray,
    mask: np.ndarray,
    eps_low: float = 3e-4,
    eps_high: float = 4e-4,
) -> float:
    s = sequence_ratio(logp, old_logp, mask)
    outside = (s < 1.0 - eps_low) | (s > 1.0 + eps_high)  # strictly: a bound itself is inside
    return float(outside.mean())
