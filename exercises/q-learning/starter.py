"""Q-learning, SARSA and Expected SARSA: your answer.

Fill in the three functions. Use numpy only; do not change the input arrays.
"""

import numpy as np


def q_learning(
    q: np.ndarray,
    states: np.ndarray,
    actions: np.ndarray,
    rewards: np.ndarray,
    next_states: np.ndarray,
    dones: np.ndarray,
    alpha: float = 0.1,
    gamma: float = 0.99,
) -> np.ndarray:
    """Tabular Q-learning: the transitions applied in order to a copy of the table.

    q: float array (S, A). states, actions, next_states: integer arrays (T,), T >= 0;
    rewards: float array (T,); dones: bool array (T,), True where next_states[t] is terminal.
    Target: r_t, or r_t + gamma * max_a' Q(s'_t, a') where dones[t] is False.
    Returns a new float64 array (S, A).
    """
    raise NotImplementedError("q_learning is not written yet")


def sarsa(
    q: np.ndarray,
    states: np.ndarray,
    actions: np.ndarray,
    rewards: np.ndarray,
    next_states: np.ndarray,
    next_actions: np.ndarray,
    dones: np.ndarray,
    alpha: float = 0.1,
    gamma: float = 0.99,
) -> np.ndarray:
    """Tabular SARSA: like q_learning, but bootstrapping on Q(s'_t, next_actions[t]).

    next_actions: integer array (T,), the action taken at next_states[t] (ignored where
    dones[t] is True). Returns a new float64 array (S, A).
    """
    raise NotImplementedError("sarsa is not written yet")


def expected_sarsa(
    q: np.ndarray,
    states: np.ndarray,
    actions: np.ndarray,
    rewards: np.ndarray,
    next_states: np.ndarray,
    dones: np.ndarray,
    alpha: float = 0.1,
    gamma: float = 0.99,
    epsilon: float = 0.1,
) -> np.ndarray:
    """Tabular Expected SARSA: bootstrapping on the expected value of the next row under the
    epsilon-greedy policy of the current table (exact ties share the greedy probability).

    Returns a new float64 array (S, A).
    """
    raise NotImplementedError("expected_sarsa is not written yet")
