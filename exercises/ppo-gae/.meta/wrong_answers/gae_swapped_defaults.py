# fails: gae_uses_default_gamma_and_lam
_right_gae = gae


def gae(rewards, values, dones, gamma=0.95, lam=0.99):
    return _right_gae(rewards, values, dones, gamma, lam)
