"""REINFORCE: the policy gradient of a linear-softmax policy: your answer.

Fill in the three functions. Use numpy only; do not change the input arrays.
"""

import numpy as np


def softmax_policy(theta: np.ndarray, features: np.ndarray) -> np.ndarray:
    """The linear-softmax policy pi(b | s) of every state in a batch.

    theta: float array (d,), the policy's parameters.
    features: float array (..., A, d), phi(s, b) for each action b of each state.
    Returns a new float64 array (..., A): the softmax of the logits theta . phi(s, b) over each
    state's actions. Subtract each state's own largest logit first (logits up to +-1e4).
    """
    raise NotImplementedError("softmax_policy is not written yet")


def grad_log_prob(theta: np.ndarray, features: np.ndarray, actions: np.ndarray) -> np.ndarray:
    """The score grad_theta log pi(a_i | s_i) of each state's action.

    theta: float array (d,). features: float array (N, A, d).
    actions: integer array or list (N,), any integer dtype, each in [0, A).
    Returns a new float64 array (N, d): phi(s_i, a_i) - sum_b pi(b | s_i) phi(s_i, b).
    """
    raise NotImplementedError("grad_log_prob is not written yet")


def reinforce_gradient(
    theta: np.ndarray,
    features: np.ndarray,
    actions: np.ndarray,
    rewards: np.ndarray,
    dones: np.ndarray,
    gamma: float = 0.99,
    baseline: float | np.ndarray | None = None,
) -> np.ndarray:
    """REINFORCE's estimate of the policy gradient from complete episodes laid end to end.

    features: float array (T, A, d); actions: integers (T,); rewards: float array (T,);
    dones: bool (T,), True at the last step of each episode; dones[-1] must be True, otherwise
    raise ValueError. baseline: None (zero), one number, or one value b_t per step (T,).
    Returns a new float64 array (d,), the direction to ascend:
    (1 / E) * sum_t gamma^k_t * (G_t - b_t) * grad log pi(a_t | s_t), with G_t the discounted
    return-to-go within the episode, k_t the step's index in its episode, E the episodes.
    """
    raise NotImplementedError("reinforce_gradient is not written yet")
