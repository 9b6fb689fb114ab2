"""GRPO group advantages and clipped objective: your answer.

Fill in the three functions. Use numpy only; do not change the input arrays.
"""

import numpy as np


def group_advantages(rewards: np.ndarray, eps: float = 1e-8) -> np.ndarray:
    """Group-relative advantages.

    rewards: float array (num_groups, G), one group of answers per row.
    Returns a float array of the same shape: (r - group mean) / (population std + eps).
    """
    raise NotImplementedError("group_advantages is not written yet")


def kl_k3(logp: np.ndarray, ref_logp: np.ndarray) -> np.ndarray:
    """Per-token k3 estimate of KL(pi_theta || pi_ref) from log probabilities.

    logp, ref_logp: float arrays of the same (any) shape.
    Returns a float array of that shape.
    """
    raise NotImplementedError("kl_k3 is not written yet")


def grpo_objective(
    logp: np.ndarray,
    old_logp: np.ndarray,
    ref_logp: np.ndarray,
    advantages: np.ndarray,
    mask: np.ndarray,
    clip_eps: float = 0.2,
    beta: float = 0.04,
) -> float:
    """The GRPO objective (to be maximised), as a Python float.

    logp, old_logp, ref_logp: float arrays (N, L); advantages: (N,); mask: bool (N, L),
    True where a token is valid. Average each answer's valid tokens, then the answers.
    """
    raise NotImplementedError("grpo_objective is not written yet")
