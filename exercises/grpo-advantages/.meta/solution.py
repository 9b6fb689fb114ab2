"""Reference solution: GRPO group advantages, the k3 KL estimator and the clipped objective."""

import numpy as np


def group_advantages(rewards: np.ndarray, eps: float = 1e-8) -> np.ndarray:
    rewards = np.asarray(rewards, dtype=float)
    mean = rewards.mean(axis=1, keepdims=True)
    std = rewards.std(axis=1, keepdims=True)  # population std: divides by G
    return (rewards - mean) / (std + eps)


def kl_k3(logp: np.ndarray, ref_logp: np.ndarray) -> np.ndarray:
    # log(pi_ref / pi_theta) from log-probs; exp of it is the ratio itself.
    log_ratio = np.asarray(ref_logp, dtype=float) - np.asarray(logp, dtype=float)
    return np.exp(log_ratio) - log_ratio - 1.0


def grpo_objective(
    logp: np.ndarray,
    old_logp: np.ndarray,
    ref_logp: np.ndarray,
    advantages: np.ndarray,
    mask: np.ndarray,
    clip_eps: float = 0.2,
    beta: float = 0.04,
) -> float:
    mask = np.asarray(mask, dtype=bool)
    # Padding may hold any finite value (even 1e300): zero it before any exp so it can't overflow.
    logp = np.where(mask, logp, 0.0)
    old_logp = np.where(mask, old_logp, 0.0)
    ref_logp = np.where(mask, ref_logp, 0.0)

    ratio = np.exp(logp - old_logp)
    adv = np.asarray(advantages, dtype=float)[:, None]  # one advantage for every token of an answer
    clipped = np.clip(ratio, 1.0 - clip_eps, 1.0 + clip_eps)
    surrogate = np.minimum(ratio * adv, clipped * adv)
    per_token = np.where(mask, surrogate - beta * kl_k3(logp, ref_logp), 0.0)

    per_answer = per_token.sum(axis=1) / mask.sum(axis=1)
    return float(per_answer.mean())
