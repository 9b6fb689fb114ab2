"""A correct answer written another way, from the statement alone: a loop over the transitions
(an explicit scan for the first maximum, a terminal row never touched), math.fsum for the loss,
and copies made explicitly for the soft update."""

import math

import numpy as np


def _target(r, d, value, gamma):
    return float(r) if d else float(r) + gamma * value


def dqn_targets(rewards, dones, next_q_target, gamma=0.99):
    r = np.array(rewards, dtype=float).tolist()
    d = [bool(x) for x in np.array(dones).tolist()]
    q = np.array(next_q_target, dtype=float)
    out = [_target(r[i], d[i], 0.0 if d[i] else max(q[i].tolist()), gamma) for i in range(len(r))]
    return np.array(out, dtype=float)


def double_dqn_targets(rewards, dones, next_q_online, next_q_target, gamma=0.99):
    r = np.array(rewards, dtype=float).tolist()
    d = [bool(x) for x in np.array(dones).tolist()]
    online = np.array(next_q_online, dtype=float)
    target = np.array(next_q_target, dtype=float)
    out = []
    for i in range(len(r)):
        value = 0.0
        if not d[i]:
            row = online[i].tolist()
            best = 0
            for a in range(1, len(row)):
                if row[a] > row[best]:
                    best = a
            value = float(target[i, best])
        out.append(_target(r[i], d[i], value, gamma))
    return np.array(out, dtype=float)


def huber_loss(pred, target, delta=1.0):
    p = np.array(pred, dtype=float).ravel().tolist()
    t = np.array(target, dtype=float).ravel().tolist()
    terms = []
    for a, b in zip(p, t):
        x = abs(a - b)
        terms.append(0.5 * x * x if x <= delta else delta * x - 0.5 * delta * delta)
    return math.fsum(terms) / len(terms)


def soft_update(target_params, online_params, tau=0.005):
    out = []
    for t, o in zip(list(target_params), list(online_params)):
        t = np.array(t, dtype=float, copy=True)
        o = np.array(o, dtype=float, copy=True)
        out.append((1.0 - tau) * t + tau * o)
    return out
