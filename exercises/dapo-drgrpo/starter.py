"""DAPO and Dr. GRPO: loss aggregation, clip-higher and dynamic sampling: your answer.

Fill in the four functions. Use numpy only; do not change the input arrays.
"""

import numpy as np


def drgrpo_advantages(rewards: np.ndarray) -> np.ndarray:
    """Dr. GRPO's advantages: each reward minus its group's mean, with no division by the std.

    rewards: float array (num_groups, G), one group of answers per row (lists and ints allowed).
    Returns a new float64 array of the same shape.
    """
    raise NotImplementedError("drgrpo_advantages is not written yet")


def aggregate(
    per_token: np.ndarray, mask: np.ndarray, mode: str, max_len: int | None = None
) -> float:
    """Reduce per-token values to one Python float, the way `mode` says.

    per_token: float array (N, L); mask: bool array (N, L), True where a token is valid.
    mode: "token-mean", "seq-mean-token-mean", "seq-mean-token-sum" or
    "seq-mean-token-sum-norm" (any other raises ValueError naming these four).
    max_len: the constant of the -norm mode; None means L, the padded length.
    """
    raise NotImplementedError("aggregate is not written yet")


def dapo_objective(
    logp: np.ndarray,
    old_logp: np.ndarray,
    advantages: np.ndarray,
    mask: np.ndarray,
    eps_low: float = 0.2,
    eps_high: float = 0.28,
) -> float:
    """DAPO's clipped objective (to be maximised), as a Python float.

    logp, old_logp: float arrays (N, L); advantages: (N,); mask: bool (N, L).
    Ratios are clipped to [1 - eps_low, 1 + eps_high]; the token terms are averaged over every
    valid token of the batch ("token-mean").
    """
    raise NotImplementedError("dapo_objective is not written yet")


def informative_groups(rewards: np.ndarray) -> np.ndarray:
    """Which groups DAPO's dynamic sampling keeps.

    rewards: float array (num_groups, G). Returns a new bool array (num_groups,): True where
    the group's rewards are not all exactly equal.
    """
    raise NotImplementedError("informative_groups is not written yet")
