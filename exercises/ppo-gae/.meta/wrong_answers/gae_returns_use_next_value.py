# fails: gae_returns_are_advantages_plus_values
# mistake: The returns add V_{t+1} to the advantages; the value target is A_t + V_t, the value of the step's own state.
_right_gae = gae


def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    advantages, _ = _right_gae(rewards, values, dones, gamma, lam)
    return advantages, advantages + np.asarray(values, dtype=float)[1:]
