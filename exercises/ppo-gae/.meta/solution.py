"""Reference solution: generalized advantage estimation and the clipped PPO losses."""

import numpy as np


def gae(
    rewards: np.ndarray,
    values: np.ndarray,
    dones: np.ndarray,
    gamma: float = 0.99,
    lam: float = 0.95,
) -> tuple[np.ndarray, np.ndarray]:
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    alive = 1.0 - np.asarray(dones, dtype=float)  # 0.0 where the episode ended at that step

    # One-step TD errors: the next state's value counts only if the episode goes on.
    deltas = rewards + gamma * alive * values[1:] - values[:-1]

    # Walk backwards in time; an episode end cuts the discounted sum of later deltas.
    advantages = np.empty_like(deltas)
    running = np.zeros_like(deltas[0])
    for t in reversed(range(len(deltas))):
        running = deltas[t] + gamma * lam * alive[t] * running
        advantages[t] = running
    return advantages, advantages + values[:-1]


def ppo_clip_loss(
    logp: np.ndarray, old_logp: np.ndarray, advantages: np.ndarray, clip_eps: float = 0.2
) -> float:
    # The probability ratio from log-probabilities: exp of the difference, never exp / exp.
    ratio = np.exp(np.asarray(logp, dtype=float) - np.asarray(old_logp, dtype=float))
    adv = np.asarray(advantages, dtype=float)
    clipped = np.clip(ratio, 1.0 - clip_eps, 1.0 + clip_eps)
    surrogate = np.minimum(ratio * adv, clipped * adv)  # the pessimistic of the two
    return float(-surrogate.mean())


def value_loss(
    values: np.ndarray, old_values: np.ndarray, returns: np.ndarray, clip_eps: float = 0.2
) -> float:
    values = np.asarray(values, dtype=float)
    old_values = np.asarray(old_values, dtype=float)
    returns = np.asarray(returns, dtype=float)
    # The prediction may move at most clip_eps away from the old one...
    v_clip = old_values + np.clip(values - old_values, -clip_eps, clip_eps)
    # ...and each element keeps the larger of its two squared errors.
    worst = np.maximum((values - returns) ** 2, (v_clip - returns) ** 2)
    return float(0.5 * worst.mean())
