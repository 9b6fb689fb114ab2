# fails: select_child_uses_normalised_values
# mistake: select_child ranks the children with their raw q; the scores use q min-max normalised with q_min and q_max.
def select_child(q, n, prior, q_min, q_max, c1=1.25, c2=19652.0):
    q, n, prior = (np.asarray(x, dtype=float) for x in (q, n, prior))
    total = n.sum()
    weight = (c1 + np.log((total + c2 + 1) / c2)) * np.sqrt(total) / (1 + n)
    scores = weight * prior + np.where(n > 0, q, 0.0)  # q_min and q_max never used
    return int(np.argmax(scores))
