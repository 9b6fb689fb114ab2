"""Reference solution: Monte Carlo returns, tabular TD(0) and n-step returns."""

import numpy as np


def discounted_returns(rewards: np.ndarray, dones: np.ndarray, gamma: float = 0.99) -> np.ndarray:
    rewards = np.asarray(rewards, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    # A new float array (np.empty_like of an integer array would truncate every return).
    returns = np.empty(rewards.shape, dtype=float)
    running = 0.0
    # Backwards in time; at a done the sum restarts, so the step that ends an episode keeps
    # its own reward and nothing flows back across the episode boundary.
    for t in range(len(rewards) - 1, -1, -1):
        if dones[t]:
            running = 0.0
        running = rewards[t] + gamma * running
        returns[t] = running
    return returns


def td0(
    values: np.ndarray,
    states: np.ndarray,
    rewards: np.ndarray,
    next_states: np.ndarray,
    dones: np.ndarray,
    alpha: float = 0.1,
    gamma: float = 0.99,
) -> np.ndarray:
    # A float64 copy: the caller's table stays as it was, and an integer table gets fractions.
    table = np.array(values, dtype=float)
    rewards = np.asarray(rewards, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    states = np.asarray(states).tolist()
    next_states = np.asarray(next_states).tolist()
    # One transition at a time: each target reads the table as the earlier updates left it.
    for t in range(len(states)):
        s = states[t]
        # At a done the target is the reward alone: the next state's entry is never read
        # (it may hold anything, even 1e300).
        target = rewards[t] if dones[t] else rewards[t] + gamma * table[next_states[t]]
        # The target is computed before the update, so a self-loop reads the old value.
        table[s] += alpha * (target - table[s])
    return table


def n_step_returns(
    rewards: np.ndarray,
    values: np.ndarray,
    dones: np.ndarray,
    n: int,
    gamma: float = 0.99,
) -> np.ndarray:
    if n < 1:
        raise ValueError(f"n must be at least 1, got {n}")
    rewards = np.asarray(rewards, dtype=float)
    values = np.asarray(values, dtype=float)
    dones = np.asarray(dones, dtype=bool)
    steps = len(rewards)
    returns = np.empty(steps, dtype=float)
    for t in range(steps):
        total, discount, ended = 0.0, 1.0, False
        k = t
        # At most n rewards; stop after a done (the episode is over) or at the end of the data.
        while k < steps and k - t < n:
            total += discount * rewards[k]
            discount *= gamma
            k += 1
            if dones[k - 1]:
                ended = True
                break
        # Bootstrap from the state the window stopped at, unless the episode ended there:
        # its value is then never read, not added and subtracted again.
        if not ended:
            total += discount * values[k]
        returns[t] = total
    return returns
