# fails: gae_matches_example_one_environment
# mistake: The advantages are standardised (mean subtracted, divided by the standard deviation); gae returns the raw A_t.
# Standardises the advantages, as many PPO loops do later, per minibatch.
_right_gae = gae


def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    advantages, returns = _right_gae(rewards, values, dones, gamma, lam)
    advantages = (advantages - advantages.mean()) / (advantages.std() + 1e-8)
    return advantages, returns
