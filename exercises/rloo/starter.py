"""RLOO: REINFORCE with leave-one-out baselines: your answer.

Fill in the three functions. Use numpy only; do not change the input arrays.
"""

import numpy as np


def kl_shaped_rewards(
    scores: np.ndarray,
    logp: np.ndarray,
    ref_logp: np.ndarray,
    mask: np.ndarray,
    beta: float = 0.05,
) -> np.ndarray:
    """Each answer's score minus beta times its summed k1 log-ratio to the reference model.

    scores: float array (N,), one reward-model score per answer.
    logp, ref_logp: float arrays (N, L), log-probabilities of the answer's tokens under the
    policy and under the frozen reference model. mask: bool (N, L), True where a token is real.
    Returns a new float64 array (N,): scores - beta * sum over valid tokens of (logp - ref_logp).
    """
    raise NotImplementedError("kl_shaped_rewards is not written yet")


def rloo_advantages(rewards: np.ndarray) -> np.ndarray:
    """Leave-one-out advantages: each reward minus the mean of the other rewards in its row.

    rewards: float array (B, k), the k answers sampled for each of B prompts, one row a prompt.
    Returns a new float64 array (B, k). Raises ValueError when k < 2.
    """
    raise NotImplementedError("rloo_advantages is not written yet")


def reinforce_loss(seq_logps: np.ndarray, advantages: np.ndarray) -> float:
    """The REINFORCE loss to minimise, as a Python float: -mean(advantages * seq_logps).

    seq_logps: float array of any shape, each answer's total log-probability under the policy;
    advantages: float array of the same shape.
    """
    raise NotImplementedError("reinforce_loss is not written yet")
