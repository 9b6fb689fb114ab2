"""Reference solution: the search arithmetic of AlphaZero and MuZero."""

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
    q = np.asarray(q, dtype=float)
    n = np.asarray(n, dtype=float)
    prior = np.asarray(prior, dtype=float)
    visited = n > 0
    total = n.sum()  # the parent's count: the sum of its children's visits

    weight = (c1 + np.log((total + c2 + 1.0) / c2)) * np.sqrt(total) / (1.0 + n)
    # An unvisited child's q is never read: replace it before normalising, so that even 1e300
    # can't overflow into inf (and inf * 0 into nan).
    value = np.where(visited, q, 0.0)
    if q_max > q_min:
        value = np.where(visited, (value - q_min) / (q_max - q_min), 0.0)
    return weight * prior + value


def select_child(
    q: np.ndarray,
    n: np.ndarray,
    prior: np.ndarray,
    q_min: float,
    q_max: float,
    c1: float = 1.25,
    c2: float = 19652.0,
) -> int:
    # np.argmax returns the first of equal maxima: the lowest index wins a tie.
    return int(np.argmax(ucb_scores(q, n, prior, q_min, q_max, c1, c2)))


def visit_policy(n: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    n = np.asarray(n, dtype=float)
    visited = n > 0
    if not visited.any():
        raise ValueError("all visit counts are zero")
    if temperature == 0:
        policy = np.zeros(n.shape)
        policy[np.argmax(n)] = 1.0
        return policy
    # n^(1/T) = exp(log(n) / T). Shifting every exponent by the largest keeps the biggest term
    # at exp(0) = 1, so nothing overflows; unvisited children get exp(-inf) = 0.
    logits = np.full(n.shape, -np.inf)
    logits[visited] = np.log(n[visited]) / temperature
    weights = np.exp(logits - logits.max())
    return weights / weights.sum()


def n_step_targets(
    rewards: np.ndarray, values: np.ndarray, n: int, gamma: float = 0.997
) -> np.ndarray:
    if n < 1:
        raise ValueError(f"n must be at least 1, got {n}")
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    steps = len(rewards)
    targets = np.empty(steps)
    for t in range(steps):
        end = min(t + n, steps)  # the rewards that exist within n steps
        targets[t] = np.dot(gamma ** np.arange(end - t), rewards[t:end])
        if t + n < steps:  # bootstrap only from a state inside the trajectory
            targets[t] += gamma**n * values[t + n]
    return targets
