"""Reference solution: REINFORCE with leave-one-out baselines (RLOO)."""

import numpy as np


def kl_shaped_rewards(
    scores: np.ndarray,
    logp: np.ndarray,
    ref_logp: np.ndarray,
    mask: np.ndarray,
    beta: float = 0.05,
) -> np.ndarray:
    mask = np.asarray(mask, dtype=bool)
    # Zero the padding first: it may hold anything up to 1e300, and 1e300 - (-1e300) overflows.
    logp = np.where(mask, np.asarray(logp, dtype=float), 0.0)
    ref_logp = np.where(mask, np.asarray(ref_logp, dtype=float), 0.0)
    kl = (logp - ref_logp).sum(axis=1)  # k1 estimate of the answer's KL, one per answer
    return np.asarray(scores, dtype=float) - beta * kl


def rloo_advantages(rewards: np.ndarray) -> np.ndarray:
    rewards = np.asarray(rewards, dtype=float)
    if rewards.ndim != 2:
        raise ValueError(f"rewards must be 2-D (B, k); got shape {rewards.shape}")
    k = rewards.shape[1]
    if k < 2:
        raise ValueError(f"a leave-one-out baseline needs k >= 2 answers per prompt; got k = {k}")
    # The other k - 1 answers' mean: the row total without the answer itself.
    baseline = (rewards.sum(axis=1, keepdims=True) - rewards) / (k - 1)
    return rewards - baseline


def reinforce_loss(seq_logps: np.ndarray, advantages: np.ndarray) -> float:
    seq_logps = np.asarray(seq_logps, dtype=float)
    advantages = np.asarray(advantages, dtype=float)
    return float(-np.mean(advantages * seq_logps))
