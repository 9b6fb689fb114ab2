"""A correct answer written another way, from the statement alone: explicit loops, each advantage
summed forwards from its own step instead of by the backward recursion, and both losses summed
element by element in plain Python, so its last bits differ from the reference's."""

import math

import numpy as np


def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    r = np.array(rewards, dtype=float)
    v = np.array(values, dtype=float)
    d = np.array(dones, dtype=bool)
    steps = r.shape[0]
    r2, v2, d2 = r.reshape(steps, -1), v.reshape(steps + 1, -1), d.reshape(steps, -1)
    adv = np.zeros(r2.shape)
    for e in range(r2.shape[1]):
        deltas = [
            r2[t, e] + (0.0 if d2[t, e] else gamma * v2[t + 1, e]) - v2[t, e] for t in range(steps)
        ]
        for t in range(steps):
            total, weight = 0.0, 1.0
            for k in range(t, steps):
                total += weight * deltas[k]
                if d2[k, e]:
                    break
                weight *= gamma * lam
            adv[t, e] = total
    adv = adv.reshape(r.shape)
    return adv, adv + v[:-1]


def ppo_clip_loss(logp, old_logp, advantages, clip_eps=0.2):
    items = zip(np.ravel(logp).tolist(), np.ravel(old_logp).tolist(), np.ravel(advantages).tolist())
    terms = []
    for new, old, a in items:
        ratio = math.exp(new - old)
        clipped = min(max(ratio, 1.0 - clip_eps), 1.0 + clip_eps)
        terms.append(min(ratio * a, clipped * a))
    return -math.fsum(terms) / len(terms)


def value_loss(values, old_values, returns, clip_eps=0.2):
    items = zip(
        np.ravel(values).tolist(), np.ravel(old_values).tolist(), np.ravel(returns).tolist()
    )
    terms = []
    for new, old, target in items:
        moved = old + min(max(new - old, -clip_eps), clip_eps)
        terms.append(max((new - target) ** 2, (moved - target) ** 2))
    return 0.5 * math.fsum(terms) / len(terms)
