# fails: gae_matches_example_one_environment
# mistake: gae returns one stacked array instead of the tuple (advantages, returns) of two arrays.
# One (2, T, ...) array instead of a tuple of two arrays.
_right_gae = gae


def gae(rewards, values, dones, gamma=0.99, lam=0.95):
    return np.stack(_right_gae(rewards, values, dones, gamma, lam))
