"""A correct answer written another way, from the statement alone: sample averages as per-arm
means (order does not matter for them), the constant step in its closed form, ties found by
sorting, UCB scores in a Python loop, and the softmax through logaddexp."""

import math

import numpy as np


def action_values(actions, rewards, num_arms, step_size=None, initial=0.0):
    acts = [int(a) for a in np.ravel(actions)]
    rews = [float(r) for r in np.ravel(rewards)]
    out = np.empty(int(num_arms))
    for arm in range(int(num_arms)):
        mine = [r for a, r in zip(acts, rews) if a == arm]
        n = len(mine)
        if n == 0:
            out[arm] = initial
        elif step_size is None:
            out[arm] = math.fsum(mine) / n
        else:
            a = float(step_size)
            terms = [a * (1 - a) ** (n - 1 - i) * r for i, r in enumerate(mine)]
            out[arm] = (1 - a) ** n * initial + math.fsum(terms)
    return out


def epsilon_greedy_probs(q, epsilon=0.1):
    q = np.array(q, dtype=float)
    rows = q.reshape(-1, q.shape[-1])
    k = rows.shape[1]
    out = np.empty_like(rows)
    for i, row in enumerate(rows):
        top = sorted(row.tolist())[-1]
        tied = [j for j in range(k) if row[j] == top]
        for j in range(k):
            out[i, j] = epsilon / k + ((1 - epsilon) / len(tied) if j in tied else 0.0)
    return out.reshape(q.shape)


def ucb_action(q, counts, c=2**0.5):
    counts = [int(x) for x in np.ravel(counts)]
    values = [float(x) for x in np.ravel(q)]
    if 0 in counts:
        return counts.index(0)
    n = sum(counts)
    best, best_score = 0, -math.inf
    for a, (v, m) in enumerate(zip(values, counts)):
        score = v + c * math.sqrt(math.log(n) / m)
        if score > best_score:
            best, best_score = a, score
    return best


def gradient_bandit_update(h, action, reward, baseline, step_size=0.1):
    h = np.array(h, dtype=float)
    log_pi = h - np.logaddexp.reduce(h)
    pi = np.exp(log_pi)
    step = step_size * (reward - baseline)
    out = h - step * pi
    out[int(action)] += step
    return out
