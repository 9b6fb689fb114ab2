"""Reference solution: tabular Q-learning, SARSA and Expected SARSA, transitions in order."""

import numpy as np


def _prepare(q, states, actions, rewards, next_states, dones):
    """A float64 copy of the table (an integer table gets fractions, the caller's stays as it
    was), index lists and float rewards."""
    table = np.array(q, dtype=float)
    return (
        table,
        np.asarray(states).tolist(),
        np.asarray(actions).tolist(),
        np.asarray(rewards, dtype=float).tolist(),
        np.asarray(next_states).tolist(),
        np.asarray(dones, dtype=bool).tolist(),
    )


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
    table, s, a, r, s2, d = _prepare(q, states, actions, rewards, next_states, dones)
    # One transition at a time: each target reads the table as the earlier updates left it
    # (a batched table[s, a] += ... would keep only the last of repeated pairs).
    for t in range(len(s)):
        # At a terminal transition the next row is never read: it may hold anything.
        target = r[t] if d[t] else r[t] + gamma * table[s2[t]].max()
        table[s[t], a[t]] += alpha * (target - table[s[t], a[t]])
    return table


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
    table, s, a, r, s2, d = _prepare(q, states, actions, rewards, next_states, dones)
    a2 = np.asarray(next_actions).tolist()
    for t in range(len(s)):
        # The action actually taken next, not the greedy one; ignored at a terminal transition.
        target = r[t] if d[t] else r[t] + gamma * table[s2[t], a2[t]]
        table[s[t], a[t]] += alpha * (target - table[s[t], a[t]])
    return table


def _epsilon_greedy_expectation(row: np.ndarray, epsilon: float) -> float:
    """sum_a pi(a) row[a] for the epsilon-greedy policy of this row, ties sharing the greedy
    mass equally (exact equality with the maximum, no tolerance)."""
    greedy = row == row.max()
    probs = epsilon / row.size + (1.0 - epsilon) * greedy / greedy.sum()
    return float(probs @ row)


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
    table, s, a, r, s2, d = _prepare(q, states, actions, rewards, next_states, dones)
    for t in range(len(s)):
        if d[t]:
            target = r[t]
        else:
            # The policy of the table as it is now, not as the batch found it.
            target = r[t] + gamma * _epsilon_greedy_expectation(table[s2[t]], epsilon)
        table[s[t], a[t]] += alpha * (target - table[s[t], a[t]])
    return table
