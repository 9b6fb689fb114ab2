"""A correct answer written from the statement's formulas with plain Python loops: another order
of operations, log1p for the log term and (n / max)^(1/T) instead of log space."""

import math

import numpy as np


def ucb_scores(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    counts = [int(x) for x in n]
    total = sum(counts)
    scale = (c1 + math.log1p((total + 1) / c2)) * math.sqrt(total)
    out = []
    for qa, na, pa in zip(q, counts, prior):
        if na == 0:
            value = 0.0
        elif q_max > q_min:
            value = (float(qa) - q_min) / (q_max - q_min)
        else:
            value = float(qa)
        out.append(value + float(pa) * scale / (na + 1))
    return np.array(out)


def select_child(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    scores = ucb_scores(q, n, prior, q_min, q_max, c1, c2).tolist()
    return scores.index(max(scores))


def visit_policy(n, temperature=1.0):
    counts = [float(x) for x in n]
    top = max(counts)
    if top <= 0:
        raise ValueError("nothing was visited")
    if temperature == 0:
        first = counts.index(top)
        return np.array([float(i == first) for i in range(len(counts))])
    weights = [(c / top) ** (1.0 / temperature) if c > 0 else 0.0 for c in counts]
    total = math.fsum(weights)
    return np.array([w / total for w in weights])


def n_step_targets(rewards, values, n, gamma=0.997):
    if n < 1:
        raise ValueError("n < 1")
    r, v = [float(x) for x in rewards], [float(x) for x in values]
    out = np.zeros(len(r))
    for t in range(len(r)):
        steps = range(t, min(t + n, len(r)))
        bootstrap = gamma**n * v[t + n] if t + n < len(r) else 0.0
        out[t] = math.fsum(gamma ** (i - t) * r[i] for i in reversed(steps)) + bootstrap
    return out
