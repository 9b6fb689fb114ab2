"""DPO and IPO: preference losses from log-probabilities: your answer.

Fill in the three functions. Use numpy only; do not change the input arrays.
"""

import numpy as np


def sequence_logps(token_logps: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """Log-probability of each whole answer: the sum of its valid tokens' log-probabilities.

    token_logps: float array (N, L); mask: bool array (N, L), True where a token is real.
    Returns a new float64 array of shape (N,). Padding (mask False) must have no effect.
    """
    raise NotImplementedError("sequence_logps is not written yet")


def dpo_loss(
    policy_chosen: np.ndarray,
    policy_rejected: np.ndarray,
    ref_chosen: np.ndarray,
    ref_rejected: np.ndarray,
    beta: float = 0.1,
    label_smoothing: float = 0.0,
) -> tuple[float, np.ndarray, np.ndarray]:
    """The DPO loss over N preference pairs, with conservative-DPO label smoothing.

    All four inputs: float arrays (N,) of sequence log-probabilities, under the policy being
    trained and under the frozen reference model, for the chosen and the rejected answers.
    Returns (loss, chosen_rewards, rejected_rewards): the mean loss as a Python float, and the
    implicit rewards beta * (policy - ref) as two new float64 arrays of shape (N,).
    Must stay finite and exact for margins h up to 1e4 in size.
    """
    raise NotImplementedError("dpo_loss is not written yet")


def ipo_loss(
    policy_chosen: np.ndarray,
    policy_rejected: np.ndarray,
    ref_chosen: np.ndarray,
    ref_rejected: np.ndarray,
    beta: float = 0.1,
) -> float:
    """The IPO loss: mean squared distance of the log-ratio margin x from 1 / (2 beta).

    Same four (N,) inputs as dpo_loss. x carries no beta. Returns a Python float.
    """
    raise NotImplementedError("ipo_loss is not written yet")
