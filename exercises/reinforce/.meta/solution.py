"""Reference solution: REINFORCE with a linear-softmax policy."""

import numpy as np


def softmax_policy(theta: np.ndarray, features: np.ndarray) -> np.ndarray:
    theta = np.asarray(theta, dtype=float)
    features = np.asarray(features, dtype=float)
    logits = features @ theta  # (..., A): theta . phi(s, b) for every state and action
    # Each state's own largest logit: one maximum for the whole batch would underflow every
    # state whose logits are far below it to exp(-huge) = 0, and 0 / 0 is nan.
    logits = logits - logits.max(axis=-1, keepdims=True)
    weights = np.exp(logits)
    return weights / weights.sum(axis=-1, keepdims=True)


def grad_log_prob(theta: np.ndarray, features: np.ndarray, actions: np.ndarray) -> np.ndarray:
    features = np.asarray(features, dtype=float)
    actions = np.asarray(actions)
    probs = softmax_policy(theta, features)  # (N, A)
    taken = features[np.arange(len(actions)), actions]  # phi(s_i, a_i), (N, d)
    expected = np.einsum("na,nad->nd", probs, features)  # sum_b pi(b | s_i) phi(s_i, b)
    return taken - expected


def reinforce_gradient(
    theta: np.ndarray,
    features: np.ndarray,
    actions: np.ndarray,
    rewards: np.ndarray,
    dones: np.ndarray,
    gamma: float = 0.99,
    baseline: float | np.ndarray | None = None,
) -> np.ndarray:
    rewards = np.asarray(rewards, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    steps = len(rewards)
    if steps == 0 or not dones[-1]:
        raise ValueError("the last step must end an episode: REINFORCE needs complete episodes")

    # Returns-to-go, backwards; an episode end stops what flows back from the next episode.
    returns = np.empty(steps)
    running = 0.0
    for t in reversed(range(steps)):
        running = rewards[t] + (0.0 if dones[t] else gamma * running)
        returns[t] = running

    # k_t, each step's index within its own episode (0 right after a done), forwards.
    within = np.empty(steps)
    k = 0
    for t in range(steps):
        within[t] = k
        k = 0 if dones[t] else k + 1

    b = np.zeros(steps) if baseline is None else np.asarray(baseline, dtype=float)
    weights = gamma**within * (returns - b)  # a scalar baseline broadcasts over the steps
    scores = grad_log_prob(theta, features, actions)  # (T, d)
    episodes = int(dones.sum())
    return weights @ scores / episodes
