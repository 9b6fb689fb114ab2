# fails: informative_is_exact_not_a_std_threshold
# mistake: A group counts as informative only when its standard deviation exceeds 1e-6, so tiny real differences are missed; the statement asks for exact inequality.
def informative_groups(rewards):
    return np.asarray(rewards, dtype=float).std(axis=1) > 1e-6
