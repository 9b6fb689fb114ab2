"""Reference solution: the search arithmetic of AlphaZero and MuZero."""

import numpy as np


def ucb_scores(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    q = np.asarray(q, dtype=float)
    n = np.asarray(n, dtype=float)
    prior = np.asarray(prior, dtype=float)
    visited = n > 0
    parent = n.sum()  # the parent's count: the sum of its children's visits

    exploration = (c1 + np.log((parent + c2 + 1.0) / c2)) * np.sqrt(parent) / (1.0 + n)
    # An unvisited child's q is never read: replace it first, so even 1e300 can't overflow.
    q = np.where(visited, q, 0.0)
    if q_max > q_min:
        q = (q - q_min) / (q_max - q_min)
    value = np.where(visited, q, 0.0)
    return exploration * prior + value


def select_child(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    # np.argmax returns the first maximum: the lowest index wins a tie.
    return int(np.argmax(ucb_scores(q, n, prior, q_min, q_max, c1, c2)))


def visit_policy(n, temperature=1.0):
    n = np.asarray(n, dtype=float)
    if not np.any(n > 0):
        raise ValueError("all visit counts are zero")
    if temperature == 0:
        policy = np.zeros(n.shape)
        policy[np.argmax(n)] = 1.0
        return policy
    # n^(1/T) in log space, shifted by the largest log so the biggest term is exp(0) = 1.
    visited = n > 0
    logits = np.where(visited, np.log(np.where(visited, n, 1.0)), -np.inf) / temperature
    weights = np.exp(logits - logits.max())
    return weights / weights.sum()


def n_step_targets(rewards, values, n, gamma=0.997):
    if n < 1:
        raise ValueError(f"n must be at least 1, got {n}")
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    steps = len(rewards)
    targets = np.zeros(steps)
    for t in range(steps):
        end = min(t + n, steps)
        targets[t] = np.sum(gamma ** np.arange(end - t) * rewards[t:end])
        if t + n < steps:
            targets[t] += gamma**n * values[t + n]
    return targets
