"""Multi-armed bandits: action values, epsilon-greedy, UCB1 and the gradient bandit: your answer.

Fill in the four functions. Use numpy only; do not change the input arrays.
"""

import numpy as np


def action_values(
    actions: np.ndarray,
    rewards: np.ndarray,
    num_arms: int,
    step_size: float | None = None,
    initial: float = 0.0,
) -> np.ndarray:
    """Each arm's estimated value after the pulls, applied one at a time in order.

    actions: int array (T,), the arm pulled at each step, in [0, num_arms); T may be 0.
    rewards: float array (T,), the reward of each pull. Every estimate starts at `initial`.
    step_size None: sample averages (step 1/N(a), N(a) the pulls of arm a so far, this one
    included); a number: that constant step. Returns a new float64 array (num_arms,).
    """
    raise NotImplementedError("action_values is not written yet")


def epsilon_greedy_probs(q: np.ndarray, epsilon: float = 0.1) -> np.ndarray:
    """The epsilon-greedy policy's probability of every arm.

    q: float array (..., k), the arms' estimates along the last axis; any leading axes are
    independent rows. Every arm gets epsilon / k; the arms tied exactly for the row's maximum
    share the remaining 1 - epsilon equally. Returns a new float64 array shaped like q.
    """
    raise NotImplementedError("epsilon_greedy_probs is not written yet")


def ucb_action(q: np.ndarray, counts: np.ndarray, c: float = 2**0.5) -> int:
    """The arm UCB1 plays next, as a Python int.

    q: float array (k,), the estimates; counts: int array (k,), the plays of each arm so far.
    The lowest index with a count of 0 if there is one; otherwise the lowest index of the
    largest q_a + c * sqrt(ln(n) / counts_a), with n = sum(counts).
    """
    raise NotImplementedError("ucb_action is not written yet")


def gradient_bandit_update(
    h: np.ndarray, action: int, reward: float, baseline: float, step_size: float = 0.1
) -> np.ndarray:
    """The preferences after one step of the gradient bandit.

    h: float array (k,), the preferences; pi = softmax(h). For every arm a:
    H'(a) = H(a) + step_size * (reward - baseline) * ([a == action] - pi(a)).
    Returns a new float64 array (k,); must stay finite for preferences up to +-1e4.
    """
    raise NotImplementedError("gradient_bandit_update is not written yet")
