"""A correct answer written from the statement another way: plain Python loops over states and
steps, math.exp after subtracting each state's maximum, and each return summed forwards from its
own step to the end of its episode."""

import math

import numpy as np


def _probs(theta, phi):
    logits = [sum(w * x for w, x in zip(theta, row)) for row in phi]
    top = max(logits)
    weights = [math.exp(h - top) for h in logits]
    total = math.fsum(weights)
    return [w / total for w in weights]


def softmax_policy(theta, features):
    theta = np.array(theta, dtype=float).tolist()
    phi = np.array(features, dtype=float)
    flat = phi.reshape(-1, phi.shape[-2], phi.shape[-1])
    rows = [_probs(theta, state.tolist()) for state in flat]
    return np.array(rows, dtype=float).reshape(phi.shape[:-1])


def grad_log_prob(theta, features, actions):
    theta = np.array(theta, dtype=float).tolist()
    phi = np.array(features, dtype=float)
    out = np.zeros((phi.shape[0], phi.shape[2]))
    for i, a in enumerate(np.array(actions).tolist()):
        probs = _probs(theta, phi[i].tolist())
        for j in range(phi.shape[2]):
            mean = math.fsum(p * phi[i, b, j] for b, p in enumerate(probs))
            out[i, j] = phi[i, a, j] - mean
    return out


def reinforce_gradient(theta, features, actions, rewards, dones, gamma=0.99, baseline=None):
    r = np.array(rewards, dtype=float).tolist()
    d = [bool(x) for x in np.array(dones).tolist()]
    if not d or not d[-1]:
        raise ValueError("the batch must end with a complete episode")
    steps = len(r)
    if baseline is None:
        b = [0.0] * steps
    elif np.ndim(baseline) == 0:
        b = [float(baseline)] * steps
    else:
        b = np.array(baseline, dtype=float).tolist()
    scores = grad_log_prob(theta, features, actions)
    total = np.zeros(scores.shape[1])
    start = 0
    for t in range(steps):
        ret, power = 0.0, 1.0
        for u in range(t, steps):
            ret += power * r[u]
            power *= gamma
            if d[u]:
                break
        total = total + gamma ** (t - start) * (ret - b[t]) * scores[t]
        if d[t]:
            start = t + 1
    return total / sum(d)
