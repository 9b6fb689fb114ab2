# fails: gae_uses_default_gamma_and_lam
# mistake: gae's defaults are swapped, γ = 0.95 and λ = 0.99; the statement's are gamma = 0.99 and lam = 0.95.
_right_gae = gae


def gae(rewards, values, dones, gamma=0.95, lam=0.99):
    return _right_gae(rewards, values, dones, gamma, lam)
