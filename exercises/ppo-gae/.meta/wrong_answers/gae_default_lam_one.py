# fails: gae_uses_default_gamma_and_lam
# mistake: gae's default λ is 1.0; the statement's default is lam = 0.95.
_right_gae = gae


def gae(rewards, values, dones, gamma=0.99, lam=1.0):
    return _right_gae(rewards, values, dones, gamma, lam)
