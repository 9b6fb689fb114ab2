"""Reference solution: DQN targets, Double DQN, the Huber loss and soft target updates."""

import numpy as np


def dqn_targets(
    rewards: np.ndarray, dones: np.ndarray, next_q_target: np.ndarray, gamma: float = 0.99
) -> np.ndarray:
    rewards = np.asarray(rewards, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    next_q = np.asarray(next_q_target, dtype=float)
    best = next_q.max(axis=1)  # max over each next state's actions: one number per transition
    # Select rather than multiply: a terminal transition's row is never read, whatever it holds,
    # and its target is its reward alone.
    return np.where(dones, rewards, rewards + gamma * np.where(dones, 0.0, best))


def double_dqn_targets(
    rewards: np.ndarray,
    dones: np.ndarray,
    next_q_online: np.ndarray,
    next_q_target: np.ndarray,
    gamma: float = 0.99,
) -> np.ndarray:
    rewards = np.asarray(rewards, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    online = np.asarray(next_q_online, dtype=float)
    target = np.asarray(next_q_target, dtype=float)
    chosen = online.argmax(axis=1)  # the online network chooses (first maximum on ties)...
    scored = target[np.arange(len(chosen)), chosen]  # ...the target network scores, row by row
    return np.where(dones, rewards, rewards + gamma * np.where(dones, 0.0, scored))


def huber_loss(pred: np.ndarray, target: np.ndarray, delta: float = 1.0) -> float:
    error = np.asarray(pred, dtype=float) - np.asarray(target, dtype=float)
    size = np.abs(error)
    quadratic = 0.5 * error**2
    linear = delta * (size - 0.5 * delta)  # meets the parabola at |x| = delta, slope delta
    return float(np.mean(np.where(size <= delta, quadratic, linear)))


def soft_update(
    target_params: list[np.ndarray], online_params: list[np.ndarray], tau: float = 0.005
) -> list[np.ndarray]:
    updated = []
    for target, online in zip(target_params, online_params, strict=True):
        target = np.asarray(target, dtype=float)
        online = np.asarray(online, dtype=float)
        # A new array every time: tau = 1 must not hand back the online array itself.
        updated.append(tau * online + (1.0 - tau) * target)
    return updated
