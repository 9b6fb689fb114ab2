"""AlphaZero and MuZero search: pUCT, visit policy and n-step targets: your answer.

Fill in the four functions. Use numpy only; do not change the input arrays.
"""

import numpy as np


def ucb_scores(
    q: np.ndarray,
    n: np.ndarray,
    prior: np.ndarray,
    q_min: float,
    q_max: float,
    c1: float = 1.25,
    c2: float = 19652.0,
) -> np.ndarray:
    """The pUCT score of every child of one node.

    q: float array (A,), each child's value; n: integer array (A,), each child's visit count;
    prior: float array (A,); q_min, q_max: the smallest and largest value seen in the tree.
    N = sum(n). Returns a float64 array (A,):
    (c1 + log((N + c2 + 1) / c2)) * sqrt(N) / (1 + n) * prior + normalised q,
    where q is normalised only if q_max > q_min, and an unvisited child's value term is 0.
    """
    raise NotImplementedError("ucb_scores is not written yet")


def select_child(
    q: np.ndarray,
    n: np.ndarray,
    prior: np.ndarray,
    q_min: float,
    q_max: float,
    c1: float = 1.25,
    c2: float = 19652.0,
) -> int:
    """The index of the child with the highest pUCT score, as a Python int.

    Same arguments as ucb_scores. On a tie, the lowest index wins.
    """
    raise NotImplementedError("select_child is not written yet")


def visit_policy(n: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    """The policy defined by the root's visit counts: n^(1/T) / sum(n^(1/T)).

    n: integer array (A,). temperature 0 means one-hot on the most visited child (the lowest
    index on ties). Returns a float64 array (A,). Raises ValueError if every count is zero.
    """
    raise NotImplementedError("visit_policy is not written yet")


def n_step_targets(
    rewards: np.ndarray, values: np.ndarray, n: int, gamma: float = 0.997
) -> np.ndarray:
    """MuZero's n-step value target for every step of a trajectory.

    rewards, values: float arrays (T,); rewards[t] follows the action at step t, values[t] is
    the search value at step t. z_t = sum of gamma^k * rewards[t + k] for the next n steps that
    exist, plus gamma^n * values[t + n] if t + n < T. Returns a float64 array (T,).
    Raises ValueError if n < 1.
    """
    raise NotImplementedError("n_step_targets is not written yet")
