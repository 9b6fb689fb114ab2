"""A correct answer written another way, from the statement alone: plain Python loops over
states, actions and next states (another summation order), terminal states skipped by
`continue`, and the greedy action found by a strict comparison that keeps the first maximum."""

import numpy as np


def _lists(P, R, terminal):
    P = np.asarray(P, dtype=float).tolist()
    R = np.asarray(R, dtype=float).tolist()
    ends = [False] * len(R) if terminal is None else [bool(x) for x in terminal]
    return P, R, ends


def _q(P, R, V, gamma, s, a):
    return R[s][a] + gamma * sum(p * v for p, v in zip(P[s][a], V))


def _sweeps(P, R, ends, backup, theta):
    V = [0.0] * len(R)
    while True:
        new = [0.0 if ends[s] else backup(V, s) for s in range(len(R))]
        change = max(abs(x - y) for x, y in zip(new, V))
        V = new
        if change < theta:
            return V


def policy_evaluation(P, R, policy, gamma=0.9, theta=1e-8, terminal=None):
    P, R, ends = _lists(P, R, terminal)
    pi = np.asarray(policy, dtype=float).tolist()

    def backup(V, s):
        return sum(pi[s][a] * _q(P, R, V, gamma, s, a) for a in range(len(R[s])))

    return np.array(_sweeps(P, R, ends, backup, theta))


def greedy_policy(P, R, V, gamma=0.9, terminal=None):
    P, R, ends = _lists(P, R, terminal)
    V = [0.0 if ends[s] else float(v) for s, v in enumerate(np.ravel(V))]
    out = np.zeros(len(R), dtype=np.int32)
    for s in range(len(R)):
        if ends[s]:
            continue
        best, best_q = 0, _q(P, R, V, gamma, s, 0)
        for a in range(1, len(R[s])):
            q = _q(P, R, V, gamma, s, a)
            if q > best_q:
                best, best_q = a, q
        out[s] = best
    return out


def value_iteration(P, R, gamma=0.9, theta=1e-8, terminal=None):
    P, R, ends = _lists(P, R, terminal)

    def backup(V, s):
        return max(_q(P, R, V, gamma, s, a) for a in range(len(R[s])))

    V = np.array(_sweeps(P, R, ends, backup, theta))
    return V, greedy_policy(P, R, V, gamma, terminal)
