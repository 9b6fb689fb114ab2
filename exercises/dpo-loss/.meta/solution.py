"""Reference solution: sequence log-probabilities, the DPO loss (with label smoothing) and IPO."""

import numpy as np


def sequence_logps(token_logps: np.ndarray, mask: np.ndarray) -> np.ndarray:
    mask = np.asarray(mask, dtype=bool)
    # Replace padding with 0 before adding: it never enters the arithmetic, whatever it holds.
    valid = np.where(mask, np.asarray(token_logps, dtype=float), 0.0)
    return valid.sum(axis=1)


def _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected):
    """log pi/pi_ref of each chosen and each rejected answer, as new float arrays."""
    chosen = np.asarray(policy_chosen, dtype=float) - np.asarray(ref_chosen, dtype=float)
    rejected = np.asarray(policy_rejected, dtype=float) - np.asarray(ref_rejected, dtype=float)
    return chosen, rejected


def _softplus(x: np.ndarray) -> np.ndarray:
    # log(1 + exp(x)) without overflow for any finite x; -log_sigmoid(x) is softplus(-x).
    return np.logaddexp(0.0, x)


def dpo_loss(
    policy_chosen: np.ndarray,
    policy_rejected: np.ndarray,
    ref_chosen: np.ndarray,
    ref_rejected: np.ndarray,
    beta: float = 0.1,
    label_smoothing: float = 0.0,
) -> tuple[float, np.ndarray, np.ndarray]:
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    chosen_rewards = beta * chosen
    rejected_rewards = beta * rejected
    h = chosen_rewards - rejected_rewards
    # The label is right with probability 1 - label_smoothing and flipped otherwise.
    losses = (1.0 - label_smoothing) * _softplus(-h) + label_smoothing * _softplus(h)
    return float(losses.mean()), chosen_rewards, rejected_rewards


def ipo_loss(
    policy_chosen: np.ndarray,
    policy_rejected: np.ndarray,
    ref_chosen: np.ndarray,
    ref_rejected: np.ndarray,
    beta: float = 0.1,
) -> float:
    chosen, rejected = _log_ratio_margins(policy_chosen, policy_rejected, ref_chosen, ref_rejected)
    x = chosen - rejected  # no beta here: beta only sets the target margin
    return float(np.mean((x - 1.0 / (2.0 * beta)) ** 2))
