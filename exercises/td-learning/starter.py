"""TD learning: Monte Carlo returns, TD(0) and n-step returns: your answer.

Fill in the three functions. Use numpy only; do not change the input arrays.
"""

import numpy as np


def discounted_returns(rewards: np.ndarray, dones: np.ndarray, gamma: float = 0.99) -> np.ndarray:
    """The discounted return of every step, within its episode.

    rewards: float array (T,), T >= 1, the reward of each step, episodes laid end to end.
    dones: bool array (T,), True where the episode ended at that step.
    Returns a new float64 array (T,): G_t = r_t + gamma * (1 - d_t) * G_{t+1}, G_{T-1} = r_{T-1}.
    """
    raise NotImplementedError("discounted_returns is not written yet")


def td0(
    values: np.ndarray,
    states: np.ndarray,
    rewards: np.ndarray,
    next_states: np.ndarray,
    dones: np.ndarray,
    alpha: float = 0.1,
    gamma: float = 0.99,
) -> np.ndarray:
    """Tabular TD(0): the transitions applied to a copy of the table, one after the other.

    values: float array (S,), the table V.
    states, next_states: integer arrays (T,), T >= 0; rewards: float array (T,);
    dones: bool array (T,), True where next_states[t] is terminal (then it is not read).
    Returns a new float64 array (S,).
    """
    raise NotImplementedError("td0 is not written yet")


def n_step_returns(
    rewards: np.ndarray,
    values: np.ndarray,
    dones: np.ndarray,
    n: int,
    gamma: float = 0.99,
) -> np.ndarray:
    """n-step returns: up to n rewards, then a bootstrap unless the episode ended.

    rewards: float array (T,); values: float array (T + 1,), values[t] = V(s_t), values[T] the
    value of the state after the last step; dones: bool array (T,); n: integer >= 1
    (ValueError otherwise). Returns a new float64 array (T,).
    """
    raise NotImplementedError("n_step_returns is not written yet")
