"""Reference solution: Dr. GRPO advantages, loss aggregation modes, DAPO's objective and filter."""

import numpy as np

MODES = ("token-mean", "seq-mean-token-mean", "seq-mean-token-sum", "seq-mean-token-sum-norm")


def drgrpo_advantages(rewards: np.ndarray) -> np.ndarray:
    rewards = np.asarray(rewards, dtype=float)
    # Only the group mean is taken out: no division by the group's std.
    return rewards - rewards.mean(axis=1, keepdims=True)


def aggregate(
    per_token: np.ndarray, mask: np.ndarray, mode: str, max_len: int | None = None
) -> float:
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; expected one of: {', '.join(MODES)}")
    mask = np.asarray(mask, dtype=bool)
    # Zero the padding first: it may hold 1e300, and 1e300 must not reach a sum.
    x = np.where(mask, np.asarray(per_token, dtype=float), 0.0)
    row_sums = x.sum(axis=1)
    if mode == "token-mean":
        return float(row_sums.sum() / mask.sum())
    if mode == "seq-mean-token-mean":
        return float((row_sums / mask.sum(axis=1)).mean())
    if mode == "seq-mean-token-sum":
        return float(row_sums.mean())
    if max_len is None:
        max_len = mask.shape[1]  # the padded length L
    return float(row_sums.mean() / max_len)


def dapo_objective(
    logp: np.ndarray,
    old_logp: np.ndarray,
    advantages: np.ndarray,
    mask: np.ndarray,
    eps_low: float = 0.2,
    eps_high: float = 0.28,
) -> float:
    mask = np.asarray(mask, dtype=bool)
    # Zero padded log-probs before subtracting or exponentiating, so 1e300 can't overflow.
    log_ratio = np.where(mask, logp, 0.0) - np.where(mask, old_logp, 0.0)
    ratio = np.exp(log_ratio)
    adv = np.asarray(advantages, dtype=float)[:, None]
    clipped = np.clip(ratio, 1.0 - eps_low, 1.0 + eps_high)
    per_token = np.minimum(ratio * adv, clipped * adv)
    return aggregate(per_token, mask, "token-mean")


def informative_groups(rewards: np.ndarray) -> np.ndarray:
    rewards = np.asarray(rewards, dtype=float)
    # Exact comparison with the group's first reward: no std, no tolerance.
    return (rewards != rewards[:, :1]).any(axis=1)
