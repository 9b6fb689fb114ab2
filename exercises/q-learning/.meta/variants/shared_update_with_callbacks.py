"""A correct answer written another way, from the statement alone: the table is a list of Python
lists, the three methods share one function that takes the next-state value as a callback, and
Expected SARSA's expectation is summed action by action in plain Python."""

import numpy as np


def _run(q, states, actions, rewards, next_states, dones, alpha, gamma, next_value):
    rows = [[float(x) for x in row] for row in np.asarray(q).tolist()]
    s_ = [int(x) for x in np.ravel(states)]
    a_ = [int(x) for x in np.ravel(actions)]
    r_ = [float(x) for x in np.ravel(rewards)]
    n_ = [int(x) for x in np.ravel(next_states)]
    d_ = [bool(x) for x in np.ravel(dones)]
    for t in range(len(s_)):
        y = r_[t]
        if not d_[t]:
            y = y + gamma * next_value(rows, t, n_[t])
        old = rows[s_[t]][a_[t]]
        rows[s_[t]][a_[t]] = old + alpha * (y - old)
    return np.array(rows, dtype=np.float64).reshape(np.shape(q))


def q_learning(q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    return _run(
        q,
        states,
        actions,
        rewards,
        next_states,
        dones,
        alpha,
        gamma,
        lambda rows, t, s: max(rows[s]),
    )


def sarsa(q, states, actions, rewards, next_states, next_actions, dones, alpha=0.1, gamma=0.99):
    taken = [int(x) for x in np.ravel(next_actions)]
    return _run(
        q,
        states,
        actions,
        rewards,
        next_states,
        dones,
        alpha,
        gamma,
        lambda rows, t, s: rows[s][taken[t]],
    )


def expected_sarsa(
    q, states, actions, rewards, next_states, dones, alpha=0.1, gamma=0.99, epsilon=0.1
):
    def expectation(rows, t, s):
        row = rows[s]
        best = max(row)
        tied = sum(1 for x in row if x == best)
        total = 0.0
        for x in row:
            p = epsilon / len(row) + ((1.0 - epsilon) / tied if x == best else 0.0)
            total += p * x
        return total

    return _run(q, states, actions, rewards, next_states, dones, alpha, gamma, expectation)
