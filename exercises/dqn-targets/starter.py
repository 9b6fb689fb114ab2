"""DQN: targets, Double DQN, the Huber loss and soft target updates: your answer.

Fill in the four functions. Use numpy only; do not change the input arrays.
"""

import numpy as np


def dqn_targets(
    rewards: np.ndarray, dones: np.ndarray, next_q_target: np.ndarray, gamma: float = 0.99
) -> np.ndarray:
    """DQN's regression targets from a frozen target network.

    rewards: float array (B,); dones: bool (B,), True where s'_i is terminal;
    next_q_target: float array (B, A), Q(s'_i, a; theta-) for every action a.
    Returns a new float64 array (B,): r_i + gamma * (1 - d_i) * max_a next_q_target[i, a].
    Rows of next_q_target where dones is True are never read.
    """
    raise NotImplementedError("dqn_targets is not written yet")


def double_dqn_targets(
    rewards: np.ndarray,
    dones: np.ndarray,
    next_q_online: np.ndarray,
    next_q_target: np.ndarray,
    gamma: float = 0.99,
) -> np.ndarray:
    """Double DQN's targets: the online network chooses, the target network scores.

    next_q_online, next_q_target: float arrays (B, A), the two networks' values at s'_i.
    a*_i = argmax_a next_q_online[i, a] (the lowest index on exact ties).
    Returns a new float64 array (B,): r_i + gamma * (1 - d_i) * next_q_target[i, a*_i].
    """
    raise NotImplementedError("double_dqn_targets is not written yet")


def huber_loss(pred: np.ndarray, target: np.ndarray, delta: float = 1.0) -> float:
    """The mean Huber loss of the errors x = pred - target, as a Python float.

    pred, target: float arrays of the same (any) shape; delta > 0.
    Each element costs 0.5 x^2 if |x| <= delta, else delta * (|x| - 0.5 * delta).
    """
    raise NotImplementedError("huber_loss is not written yet")


def soft_update(
    target_params: list[np.ndarray], online_params: list[np.ndarray], tau: float = 0.005
) -> list[np.ndarray]:
    """The target network's parameters moved a fraction tau towards the online network's.

    target_params, online_params: lists or tuples of arrays (or nested lists), pairwise of the
    same shape, 0-d included. Returns a new list: element j is a new float64 array
    tau * online_params[j] + (1 - tau) * target_params[j], of that parameter's shape.
    """
    raise NotImplementedError("soft_update is not written yet")
