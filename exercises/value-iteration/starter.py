"""Dynamic programming: policy evaluation, greedy policies and value iteration: your answer.

Fill in the three functions. Use numpy only; do not change the input arrays.
"""

import numpy as np


def policy_evaluation(
    P: np.ndarray,
    R: np.ndarray,
    policy: np.ndarray,
    gamma: float = 0.9,
    theta: float = 1e-8,
    terminal: np.ndarray | None = None,
) -> np.ndarray:
    """The value of every state under `policy`, by synchronous sweeps from V_0 = 0.

    P: float array (S, A, S), P[s, a, s'] = Pr(s' | s, a); R: float array (S, A), the expected
    immediate reward; policy: float array (S, A), pi(a | s); terminal: None or bool array (S,).
    Sweep k computes V_k from V_{k-1} only; stop at the first k with
    max_s |V_k(s) - V_{k-1}(s)| < theta and return V_k, a new float64 array (S,).
    Terminal states are worth 0 and their rows are never read.
    """
    raise NotImplementedError("policy_evaluation is not written yet")


def greedy_policy(
    P: np.ndarray,
    R: np.ndarray,
    V: np.ndarray,
    gamma: float = 0.9,
    terminal: np.ndarray | None = None,
) -> np.ndarray:
    """The greedy action of every state for the values V: an integer array (S,).

    q(s, a) = R(s, a) + gamma * sum_s' P(s, a, s') V(s'), with V(s') taken as 0 at terminal
    states; pi(s) is the lowest action with the largest q(s, a). Terminal states get 0.
    """
    raise NotImplementedError("greedy_policy is not written yet")


def value_iteration(
    P: np.ndarray,
    R: np.ndarray,
    gamma: float = 0.9,
    theta: float = 1e-8,
    terminal: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """The optimal values and a greedy policy: the tuple (V, policy).

    Sweeps as in policy_evaluation, with V_k(s) = max_a [R(s, a) + gamma * sum_s' P V_{k-1}].
    V: float64 array (S,), the last sweep's values; policy: greedy_policy for that V.
    """
    raise NotImplementedError("value_iteration is not written yet")
