"""Reference solution: dynamic programming (policy evaluation, greedy policies, value
iteration)."""

import numpy as np


def _model(P, R, terminal):
    """P and R as float arrays, and the mask of the states whose rows are read."""
    P = np.asarray(P, dtype=float)
    R = np.asarray(R, dtype=float)
    live = np.ones(R.shape[0], dtype=bool)
    if terminal is not None:
        live = ~np.asarray(terminal, dtype=bool)
    return P, R, live


def _lookahead(P, R, V, gamma, live):
    """q(s, a) = R(s, a) + gamma * sum_s' P(s, a, s') V(s') for the live states only.

    Only the live rows are touched: a terminal state's rows may hold anything, even 1e300,
    and multiplying them by the values could overflow. V is 0 at terminal states."""
    return R[live] + gamma * (P[live] @ V)


def _sweep_until_stable(backup, num_states, theta):
    """V_0 = 0; V_k = backup(V_{k-1}) (synchronous: a new array each sweep) until the first
    sweep whose largest change is below theta; returns that sweep's V_k."""
    v = np.zeros(num_states)
    while True:
        new = backup(v)
        delta = np.max(np.abs(new - v))
        v = new
        if delta < theta:  # strict, and V_k rather than V_{k-1} is returned
            return v


def policy_evaluation(
    P: np.ndarray,
    R: np.ndarray,
    policy: np.ndarray,
    gamma: float = 0.9,
    theta: float = 1e-8,
    terminal: np.ndarray | None = None,
) -> np.ndarray:
    P, R, live = _model(P, R, terminal)
    pi = np.asarray(policy, dtype=float)[live]

    def backup(v: np.ndarray) -> np.ndarray:
        new = np.zeros_like(v)  # terminal states stay at 0
        new[live] = np.sum(pi * _lookahead(P, R, v, gamma, live), axis=1)
        return new

    return _sweep_until_stable(backup, R.shape[0], theta)


def greedy_policy(
    P: np.ndarray,
    R: np.ndarray,
    V: np.ndarray,
    gamma: float = 0.9,
    terminal: np.ndarray | None = None,
) -> np.ndarray:
    P, R, live = _model(P, R, terminal)
    # A terminal state is worth 0 whatever V holds there.
    v = np.where(live, np.asarray(V, dtype=float), 0.0)
    policy = np.zeros(R.shape[0], dtype=np.intp)  # terminal states get action 0
    policy[live] = np.argmax(_lookahead(P, R, v, gamma, live), axis=1)  # lowest index on ties
    return policy


def value_iteration(
    P: np.ndarray,
    R: np.ndarray,
    gamma: float = 0.9,
    theta: float = 1e-8,
    terminal: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    P, R, live = _model(P, R, terminal)

    def backup(v: np.ndarray) -> np.ndarray:
        new = np.zeros_like(v)
        new[live] = np.max(_lookahead(P, R, v, gamma, live), axis=1)
        return new

    v = _sweep_until_stable(backup, R.shape[0], theta)
    # One more lookahead, against the V returned: the argmax of the last sweep looked at V_{k-1}.
    return v, greedy_policy(P, R, v, gamma, terminal)
