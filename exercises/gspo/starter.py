"""GSPO sequence-level importance ratios: your answer.

Fill in the three functions. Use numpy only; do not change the input arrays.
"""

import numpy as np


def sequence_ratio(logp: np.ndarray, old_logp: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """One importance ratio per answer: exp of the mean log-ratio over its valid tokens.

    logp, old_logp: float arrays (N, L); mask: bool (N, L), True where a token is valid.
    Returns a new float64 array of shape (N,). Padding may hold huge values; a long answer
    must still give a finite ratio, so stay in log space until the very end.
    """
    raise NotImplementedError("sequence_ratio is not written yet")


def gspo_objective(
    logp: np.ndarray,
    old_logp: np.ndarray,
    advantages: np.ndarray,
    mask: np.ndarray,
    eps_low: float = 3e-4,
    eps_high: float = 4e-4,
) -> float:
    """The GSPO objective (to be maximised), as a Python float.

    logp, old_logp: float arrays (N, L); advantages: (N,), one per answer; mask: bool (N, L).
    The mean over answers of min(s * A, clip(s, 1 - eps_low, 1 + eps_high) * A).
    """
    raise NotImplementedError("gspo_objective is not written yet")


def clip_fraction(
    logp: np.ndarray,
    old_logp: np.ndarray,
    mask: np.ndarray,
    eps_low: float = 3e-4,
    eps_high: float = 4e-4,
) -> float:
    """The fraction of answers whose ratio s lies strictly outside [1 - eps_low, 1 + eps_high].

    logp, old_logp: float arrays (N, L); mask: bool (N, L). Returns a Python float.
    """
    raise NotImplementedError("clip_fraction is not written yet")
