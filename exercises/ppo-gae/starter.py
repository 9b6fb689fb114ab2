"""PPO: generalized advantage estimation and the clipped losses: your answer.

Fill in the three functions. Use numpy only; do not change the input arrays.
"""

import numpy as np


def gae(
    rewards: np.ndarray,
    values: np.ndarray,
    dones: np.ndarray,
    gamma: float = 0.99,
    lam: float = 0.95,
) -> tuple[np.ndarray, np.ndarray]:
    """Generalized advantage estimates and value targets for a rollout.

    rewards: float array (T, ...), axis 0 is time, any further axes are parallel environments.
    values: float array (T + 1, ...), V(s_0) .. V(s_T); the last row bootstraps.
    dones: bool array (T, ...), True where the episode ended at that step.
    Returns (advantages, returns): two new float64 arrays shaped like rewards,
    with returns = advantages + values[:-1].
    """
    raise NotImplementedError("gae is not written yet")


def ppo_clip_loss(
    logp: np.ndarray, old_logp: np.ndarray, advantages: np.ndarray, clip_eps: float = 0.2
) -> float:
    """PPO's clipped policy loss (to be minimised), as a Python float.

    logp, old_logp, advantages: float arrays of the same (any) shape.
    ratio = exp(logp - old_logp); the loss is minus the mean over every element of
    min(ratio * A, clip(ratio, 1 - clip_eps, 1 + clip_eps) * A).
    """
    raise NotImplementedError("ppo_clip_loss is not written yet")


def value_loss(
    values: np.ndarray, old_values: np.ndarray, returns: np.ndarray, clip_eps: float = 0.2
) -> float:
    """The clipped value loss (to be minimised), as a Python float.

    values, old_values, returns: float arrays of the same (any) shape.
    The new prediction is also clipped to within clip_eps of old_values; each element keeps
    the larger of the two squared errors; the loss is 0.5 times their mean.
    """
    raise NotImplementedError("value_loss is not written yet")
