"""Reference solution: multi-armed bandits (action values, epsilon-greedy, UCB1, the gradient
bandit)."""

import numpy as np


def action_values(
    actions: np.ndarray,
    rewards: np.ndarray,
    num_arms: int,
    step_size: float | None = None,
    initial: float = 0.0,
) -> np.ndarray:
    # dtype=float: an int `initial` must not make the table an integer array, which would
    # truncate every update.
    q = np.full(int(num_arms), initial, dtype=float)
    counts = np.zeros(int(num_arms), dtype=np.int64)
    # dtype=np.intp keeps an empty list (T = 0) usable as indices.
    actions = np.asarray(actions, dtype=np.intp).reshape(-1)
    rewards = np.asarray(rewards, dtype=float).reshape(-1)
    # One pull at a time: each update sees the estimate left by the previous ones. A fancy-index
    # update q[actions] += ... would keep only the last of the pulls of a repeated arm.
    for a, r in zip(actions.tolist(), rewards.tolist()):
        counts[a] += 1  # the pulls of this arm, this one included: not the global step
        alpha = 1.0 / counts[a] if step_size is None else step_size
        q[a] += alpha * (r - q[a])
    return q


def epsilon_greedy_probs(q: np.ndarray, epsilon: float = 0.1) -> np.ndarray:
    q = np.asarray(q, dtype=float)
    k = q.shape[-1]
    # Exact equality with the row's maximum: a tolerance would call near-ties ties.
    greedy = q == q.max(axis=-1, keepdims=True)
    share = greedy / greedy.sum(axis=-1, keepdims=True)  # |G| >= 1 in every row
    return epsilon / k + (1.0 - epsilon) * share


def ucb_action(q: np.ndarray, counts: np.ndarray, c: float = 2**0.5) -> int:
    q = np.asarray(q, dtype=float)
    counts = np.asarray(counts)
    untried = np.flatnonzero(counts == 0)
    if untried.size:
        return int(untried[0])  # every arm is played once before any bonus is compared
    n = counts.sum()  # the plays so far, not the time step n + 1
    scores = q + c * np.sqrt(np.log(n) / counts.astype(float))
    return int(np.argmax(scores))  # the first index among exact ties


def gradient_bandit_update(
    h: np.ndarray, action: int, reward: float, baseline: float, step_size: float = 0.1
) -> np.ndarray:
    h = np.asarray(h, dtype=float)
    # Softmax with the largest preference subtracted: exp never overflows, and the largest
    # term is exactly 1, so the sum never underflows to 0.
    z = np.exp(h - h.max())
    pi = z / z.sum()
    onehot = np.zeros_like(pi)
    onehot[action] = 1.0
    return h + step_size * (reward - baseline) * (onehot - pi)
