# fails: exact_ties_share_the_greedy_probability
# mistake: Only the first of the arms tied for the maximum (np.argmax) gets the 1 - epsilon share; the other tied arms get epsilon / k like the rest.
def epsilon_greedy_probs(q, epsilon=0.1):
    q = np.asarray(q, dtype=float)
    k = q.shape[-1]
    best = np.argmax(q, axis=-1)[..., None]
    greedy = np.arange(k) == best
    return epsilon / k + (1 - epsilon) * greedy
